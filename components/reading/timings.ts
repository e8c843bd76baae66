/** The flow's timings, in milliseconds: one place, so the UI and its tests agree. */
export const timings = {
  /** The glow and 'Reading the cosmic energies' after the last pick. */
  channelling: 5000,
  /** The pause between the glow and the flip. */
  pauseBeforeReveal: 500,
  /** After the Italian reveal, the cards turn (0.8 s) before the reading under them is scrolled to. */
  revealScroll: 900,
  /** The glow that marks a completed selection. */
  selectionGlow: 2000,
  /** From arriving on the full reading to asking for the written reading. */
  generationDelay: 500,
  /** The written reading fades in after this delay, over `textFade`. */
  textRevealDelay: 400,
  textFade: 1200,
  /** The mini love reading is read this long after the fourth pick. */
  miniLoveReveal: 800,
  /** How long the publish page waits for a window message. */
  publishMessageWait: 3000,
  /** Italian start: scroll the card area after this delay, to this fraction of the window height. */
  startScrollDelay: 100,
} as const;

export const START_SCROLL_FRACTION = 0.3;
