/** The anchors of a card page's sections, so the page's jump links and a reading's links agree. */
export const cardSections = {
  upright: 'upright',
  love: 'theme-LOVE',
  work: 'theme-CAREER',
  positions: 'positions',
  reversed: 'reversed',
  lean: 'yes-or-no',
} as const;

/** A card's page as a reading links it: at its Reversed section when the card lies reversed. */
export function cardLink(path: string, reversed: boolean): string {
  return reversed ? `${path}#${cardSections.reversed}` : path;
}
