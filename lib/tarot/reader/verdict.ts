import { arcanaOf, cardLean, toneOf, type Lean, type Tone } from '../arcana';
import { cleanQuestion, type Reading, type ReadingSlot } from '../reading';
import { isMajor, type CardId } from '../deck';
import { isYesNo, type PositionKind } from '../spreads';
import { frightens } from '../safety/frightening';

export const toneScore = { light: 1, shadow: -1, mixed: 0 } as const satisfies Record<Tone, number>;

export const slotTone = (slot: ReadingSlot): Tone => toneOf(slot.card, slot.reversed);

export interface Verdict {
  lean: Lean;
  /** A yes that holds only if the card in the way is faced. */
  conditional: boolean;
  /** Three cards: where things stand tipped an open outcome. */
  tipped?: boolean;
  /** Three cards asked how things stand: where things stand decided. */
  standing?: boolean;
  /** Three cards asked how things stand: where things stand and where they go lean opposite ways. */
  split?: boolean;
  /** Three cards asked how things stand: where things stand answers, the end leaning the other way (said as what to watch). */
  turns?: boolean;
  /** Three cards: a no at the end past a present that says yes (the good start is said with it). */
  despite?: boolean;
  /** Three cards: a bright end past two dark cards, held back (no yes yet). */
  heldBack?: boolean;
}

/** Questions about how another person feels for the visitor, whose one card is read as their feelings. */
export const aboutTheirFeelings = (reading: Reading) =>
  reading.subject === 'other' && (reading.matter === 'MISS' || reading.matter === 'STILL_LOVES' || reading.matter === 'CRUSH');

/**
 * One card's lean: its own, except that asked how someone feels, a card reversed by its shadow is
 * not a no: its text for their feelings says they feel and hold it back ("fond of you yet keep it to themselves").
 */
export function heartfeltLean(reading: Reading, slot: ReadingSlot): Lean {
  const lean = cardLean(slot.card, slot.reversed);
  return lean === 'no' && slot.reversed && aboutTheirFeelings(reading) ? 'unclear' : lean;
}

/**
 * Whether a reading answers yes or no: a yes-or-no spread asked a yes-or-no question; never one asked nothing (a
 * question held in silence may be about a parent's illness, which gets no verdict), never "should I" (the visitor's
 * choice), never for a concern, never on whether a friend is honest (no card judges a real person: the lean is said
 * in the friendship's own careful words).
 */
export function givesVerdict(reading: Reading): boolean {
  const asked = reading.ask === undefined || reading.ask === 'yes-no';
  return Boolean(cleanQuestion(reading.question)) && !reading.concern && isYesNo(reading.type) && asked && reading.matter !== 'FRIEND';
}

/** Cards whose picture is a fall or an ending: upright, never a yes nor a caution beside one. */
const FALLS: ReadonlySet<CardId> = new Set(['death', 'the-tower', 'ten-of-swords']);

/**
 * The one model every yes or no comes from (the answer beside the cards, the paragraph, the
 * guidance), each card leaning as `leanOf` reads it (as the text it is read by answers). One card: its lean. Three: the outcome decides, and where it leans
 * neither way where things stand tips it (both open, or a reversed outcome tipped towards yes: it
 * depends), so the guidance can always name the card that decided; a yes with a dark card in the
 * way holds on a condition. A question about how things stand is answered by where things stand,
 * or by the outcome where that card leans neither way.
 */
export function verdictOf(reading: Reading, slots: readonly ReadingSlot[], leanOf: (slot: ReadingSlot) => Lean): Verdict | undefined {
  if (!givesVerdict(reading)) return undefined;
  if (reading.type === 'yes-no') {
    const [only] = slots;
    if (!only) return undefined;
    // A heart held back as drawn is no yes to how someone feels, whatever its words (it round 105: "Sembra di sì" on the
    // Ace of Cups reversed, "a heart that cannot open").
    const lean = leanOf(only);
    // Nor is a fall or an ending upright a yes, whatever its words (it round 119: "Sembra di sì" on Death, "needs to take
    // leave of the past first").
    const doubtful = (aboutTheirFeelings(reading) && heldBackLight(only)) || (!only.reversed && FALLS.has(only.card));
    return { lean: lean === 'yes' && doubtful ? 'unclear' : lean, conditional: false };
  }
  const [now, obstacle, outcome] = slots;
  if (!now || !obstacle || !outcome) return undefined;
  const ending = leanOf(outcome);
  // How things stand ("Do they miss me?") is read where things stand, on no condition; only where that card leaves
  // it open does the way things go answer.
  const standing = leanOf(now);
  // Where things stand and where they go leaning opposite ways settle nothing yet; nor does a warm present before a dark
  // card upright ahead that its text leaves open (the Nine of Swords' sleepless nights), or before a fall or an ending
  // (en round 119: "It seems so" over the Ten of Swords at the end).
  const fearedEnd = !outcome.reversed && FALLS.has(outcome.card);
  const darkAhead = ending === 'unclear' && !outcome.reversed && (slotTone(outcome) === 'shadow' || fearedEnd);
  const turns = standing !== 'unclear' && ending !== 'unclear' && standing !== ending;
  const split = turns || (standing === 'yes' && darkAhead);
  // Asked how things stand, where things stand answers; an end leaning the other way is said beside it as what to watch,
  // never as nothing settled (it round 113: half the yes-or-no readings left open). A warm present before a dark end its
  // words leave open settles nothing.
  // (Never past a fall or an ending upright at the end: it is no caution beside a yes, en round 119; nor past a frightening
  // card upright there, unless asked how someone feels now, es round 123: "Parece que sí" to whether she is the right
  // person, over the Three of Swords' coming disappointment.)
  const heavyEnd = fearedEnd || (!outcome.reversed && frightens(outcome.card) && !aboutTheirFeelings(reading));
  // (Nor whether someone is right for the visitor, where the way the bond goes is half the answer: en round 129, "It seems
  // so" on Judgement, past the Two of Cups reversed's closeness thrown off at the end.)
  const bondAhead = reading.matter === 'RIGHT_PERSON';
  if (reading.aboutNow && turns && !heavyEnd && !bondAhead) return { lean: standing, conditional: false, standing: true, turns: true };
  // A bond that ends in a fall (the Ten of Swords' abrupt end ahead) is no right person, whatever stands now (es round 132:
  // "the answer stays open" over the Eight of Pentacles' care, then that end).
  if (bondAhead && fearedEnd && standing !== 'no') return { lean: 'no', conditional: false, despite: standing === 'yes' };
  if (reading.aboutNow && split) return { lean: 'unclear', conditional: false, split: true };
  // (Asked how someone feels, where things stand answers even where it leaves it open: an end against it is no "no" to a
  // heart the first card says is there, held back: es round 114, «Le importas, pero no termina de mostrarlo» then "no".)
  // (A yes where things stand before an end that troubles as drawn, though its words lean neither way, is a yes with that
  // end to watch: en round 116, "Is she the right person for me?" a yes under the Queen of Wands reversed, unsaid.)
  if (reading.aboutNow && (standing !== 'unclear' || ending === 'unclear' || aboutTheirFeelings(reading))) {
    const watch = standing === 'yes' && ending === 'unclear' && troubles(outcome);
    return { lean: standing, conditional: false, standing: true, ...(watch ? { turns: true } : {}) };
  }
  // A bright end past two dark cards is no yes yet: two of three speak against it (it round 73: "Sembra di sì" on the
  // Ace of Wands and the Lovers reversed before the Knight of Wands).
  const [standsNow, inTheWay] = [slotTone(now), slotTone(obstacle) === 'light' ? 'mixed' : slotTone(obstacle)];
  // So is one past two cards that trouble as drawn (en round 99: "the cards point to a yes" past the World and the Chariot
  // reversed).
  const heldBack = ending === 'yes' && (standsNow === 'shadow' || troubles(now)) && (inTheWay === 'shadow' || troubles(obstacle));
  if (heldBack) return { lean: 'unclear', conditional: false, heldBack: true };
  if (reading.aboutNow) return { lean: ending, conditional: false };
  // A yes where things stand before a dark card ahead that its text leaves open is no yes yet (en round 80: "Yes, on one
  // condition" before the Seven of Swords).
  if (split && ending === 'unclear') return { lean: 'unclear', conditional: false, split: true };
  // An open outcome lying reversed is not a yes, whatever stands before it; nor is a bright one upright a no (es round 119:
  // "Tal como están las cosas, no" before the Page of Cups' "a favourable answer").
  const brightEnd = !outcome.reversed && slotTone(outcome) === 'light';
  const lean =
    ending !== 'unclear' ? ending : (outcome.reversed && standing === 'yes') || (brightEnd && standing === 'no') ? 'unclear' : standing;
  // A no past a present that says yes names that good start (es round 75: "Por ahora, no" under the Nine of Cups' "the
  // wish to pass has every chance", unsaid).
  const despite = ending === 'no' && standing === 'yes';
  // A yes past a dark card in the way, past more shadow than light before the end, or past no light at all, holds on a
  // condition; a bright card in the way is read as the difficulty (its words there), so it lends no light.
  const hard = inTheWay === 'shadow' || toneScore[standsNow] + toneScore[inTheWay] < 0 || (standsNow !== 'light' && inTheWay !== 'light');
  // (A job applied for is decided by others: no condition the visitor could still meet, en round 114.)
  const conditional = lean === 'yes' && hard && reading.matter !== 'JOB';
  return { lean, conditional, tipped: ending === 'unclear' && lean !== 'unclear', despite };
}

/**
 * Positions that say where things go (what another means to do among them; not when, which says no yes or no), and
 * those already behind.
 */
const ahead: readonly PositionKind[] = ['future', 'possible', 'intent'];
const behind: readonly PositionKind[] = ['past', 'ended'];

/** Whether a card lies in a place already behind the visitor (the past, what ended it). */
export const isBehind = (slot: ReadingSlot) => behind.includes(slot.position.kind);

/** Whether a card lies in a place ahead (what is coming, what could be, what someone means to do). */
export const isAhead = (slot: ReadingSlot) => ahead.includes(slot.position.kind);

/** The card a spread ends on ahead (its outcome, where things lead), if it looks ahead at all. */
export const cardAhead = (slots: readonly ReadingSlot[]) => slots.findLast(isAhead);

/** Places no omen for where the matter goes: the advice, what the visitor hopes and fears, when. */
const notOmens: readonly PositionKind[] = ['advice', 'hopes', 'timing'];

/**
 * What a card weighs in a spread's balance: its tone, except that advice, hopes and fears and when are no omen (left out), a
 * card in the way is read as the difficulty (a bright one weighs nothing, never in favour) and a card
 * in what helps as the help (a dark one weighs nothing, never against).
 */
const omen = (slot: ReadingSlot, toneOf: (slot: ReadingSlot) => Tone) => {
  if (notOmens.includes(slot.position.kind)) return 0;
  const score = toneScore[toneOf(slot)];
  if (slot.position.kind === 'obstacle') return Math.min(0, score);
  return slot.position.kind === 'favour' ? Math.max(0, score) : score;
};

const balance = (slots: readonly ReadingSlot[], toneOf = slotTone) => slots.reduce((sum, slot) => sum + omen(slot, toneOf), 0);

const balanceTone = (slots: readonly ReadingSlot[], toneOf = slotTone): Tone => {
  const score = balance(slots, toneOf);
  return score > 0 ? 'light' : score < 0 ? 'shadow' : 'mixed';
};

/** The places that speak for another person's heart: what they think, feel, feel apart. */
const theirHeart: readonly PositionKind[] = ['thoughts', 'feelings', 'apart'];

/** Whether a card lies in a place that speaks for another person's heart. */
export const speaksForTheirHeart = (slot: ReadingSlot) => theirHeart.includes(slot.position.kind);

export interface LeanOptions {
  /** Asked how another person feels now: their heart's places answer. */
  theirFeelingsNow?: boolean;
  /** Asked how another person feels about the visitor (do they like, miss, love them): a yes needs a card read for it. */
  heartAsked?: boolean;
  /** Each card's tone as the text it is read by answers. */
  toneOf?: (slot: ReadingSlot) => Tone;
  /** The card read for their feelings where no place speaks for their heart (where things stand, in words for them). */
  standIn?: ReadingSlot;
  /** Asked about another person: what they will do is theirs, so a yes needs a card of their heart leaning that way. */
  aboutThem?: boolean;
  /** A trip: the advice is read by the card's travel words (the Eight of Cups: travel light), no parting. */
  trip?: boolean;
  /** Asked whether someone is right for the visitor: a yes needs every place of their heart bright. */
  wholeHeart?: boolean;
}

/** The cards that speak for another person's heart: its places, else the card read in their place. */
const heartCards = (slots: readonly ReadingSlot[], standIn?: ReadingSlot) => {
  const places = slots.filter(speaksForTheirHeart);
  return places.length > 0 ? places : standIn ? [standIn] : [];
};

/**
 * How another person's heart leans: its cards' balance, as long as the card nearest their feelings (the last laid: what
 * they feel after who they are) does not say otherwise (the Tower in what they feel is no good sign beside a warm portrait).
 */
const heartTone = (theirs: readonly ReadingSlot[], toneOf: (slot: ReadingSlot) => Tone): Tone => {
  const tone = balanceTone(theirs, toneOf);
  // A heart partly troubled as drawn is no plain yes (en round 123: "leans towards yes" to whether he still loves the
  // visitor, past the Lovers reversed's "unsure how well the two of you fit").
  const divided = tone === 'light' && theirs.some(troubles);
  return toneOf(theirs.at(-1)!) === tone && !divided ? tone : 'mixed';
};

/**
 * A spread's lean on a yes-or-no question, as a reader gives it: the card it ends on ahead (the
 * outcome) decides, weighed against the way there (what is behind aside), which decides where the
 * end leans neither way: a bright end past a dark heart of the matter or more shadow than light is
 * not yet a yes, nor past a dark card in the way; a minor card's dark end past a way with two more bright cards than dark is open,
 * past a way bright almost throughout a yes.
 * A spread that does not look ahead leans by its balance; asked how another person feels now
 * ("Do they miss me?"), by the places that speak for their heart, where it has them. Each card weighs
 * by `toneOf`: the reader passes the text it is read by (the Four of Cups ahead, "things slow", is no light).
 */
export function leanTone(slots: readonly ReadingSlot[], options: LeanOptions = {}): Tone {
  const tone = cardsLean(slots, options);
  // Advice to walk away (the Eight of Cups, Death), or the visitor's own stance walking away, is no yes, however bright
  // the rest (es round 92: "la lectura apunta a un sí" to a return beside the Eight of Cups as "You"; on a trip, it is how
  // to travel).
  // (On a trip the advice is read by the card's travel words, a dark card's a warning: "Plans may collapse" beside "the
  // signs are good", en round 93.)
  // (Nor is an end walking away: en round 119, "Things look promising" over the Eight of Cups as the outcome.)
  const warned = options.trip
    ? slots.some((slot) => slot.position.kind === 'advice' && darkAsDrawn(slot))
    : slots.some(parting) || walkingAway(slots) !== undefined;
  // Nor is the other person's heart dark as drawn (the Tower as the partner: "an earthquake inside them"), however bright
  // the rest (it round 97: a wedding that "pende verso il sì" on the Empress beside it).
  const heartDark = darkHeartOf(slots) !== undefined;
  // Nor is a yes carried by a card whose light is held back as drawn (it round 99: "gioca a tuo favore la Regina di Coppe
  // rovesciata", read as keeping everything inside; es round 99: the Strength reversed's hidden insecurity as "sí").
  const carrier = tone === 'light' ? leaningCard(slots, 'light', options) : undefined;
  // Nor, asked how someone feels, is a spread with no card read for their heart (it round 130: "È probabile che tu piaccia"
  // on the Page of Pentacles' own words for the visitor, "Vivi l'amore con i piedi per terra").
  const unheard = options.heartAsked === true && heartCards(slots, options.standIn).length === 0;
  return tone === 'light' && (warned || heartDark || unheard || (carrier !== undefined && heldBackLight(carrier))) ? 'mixed' : tone;
}

/**
 * A card reversed whose light is held back as drawn (the Queen of Cups reversed: feeling kept inside); never a hard card's
 * release (the Five of Swords reversed: a quarrel laid down).
 */
export const heldBackLight = (slot: ReadingSlot) =>
  slot.reversed && slotTone(slot) !== 'light' && arcanaOf(slot.card).reversed !== 'release';

/**
 * Asked about another person, a heart held back in every place it has (two or more), bright in none, with no bright end
 * ahead (the Fool, the Three of Pentacles reversed: skipping ahead, wavering; then the Six of Cups reversed, looking back):
 * no open question but a no for now (en round 100: "Is she the right person?" open over four cards reversed); the card
 * nearest their feelings carries it.
 */
export const heartHeldBack = (
  slots: readonly ReadingSlot[],
  { toneOf = slotTone, aboutThem = false, wholeHeart = false, theirFeelingsNow = false }: LeanOptions,
) => {
  const places = slots.filter(speaksForTheirHeart);
  const outcome = cardAhead(slots);
  const held =
    (aboutThem || wholeHeart || theirFeelingsNow) &&
    places.length >= 2 &&
    places.every((slot) => toneOf(slot) === 'shadow' || troubles(slot)) &&
    !places.some((slot) => toneOf(slot) === 'light') &&
    (!outcome || toneOf(outcome) !== 'light');
  return held ? places.at(-1) : undefined;
};

/** The card nearest another person's feelings (the last of their heart's places), where it is dark as drawn. */
export const darkHeartOf = (slots: readonly ReadingSlot[]) => {
  const nearest = slots.filter(speaksForTheirHeart).at(-1);
  return nearest && darkAsDrawn(nearest) ? nearest : undefined;
};

/** The card a spread ends on ahead where it is a fall or an ending upright (Death, the Tower, the Ten of Swords). */
export const fallAhead = (slots: readonly ReadingSlot[]) => {
  const end = cardAhead(slots);
  return end && !end.reversed && FALLS.has(end.card) ? end : undefined;
};

/** A card that troubles as drawn: dark, or reversed into anything but light or a release (the Ten of Swords reversed is recovery, no trouble). */
export const troubles = (slot: ReadingSlot) =>
  slotTone(slot) === 'shadow' || (slot.reversed && slotTone(slot) !== 'light' && arcanaOf(slot.card).reversed !== 'release');

/** A dark major or a frightening card upright: dark wherever it lies, whatever its words there. */
export const darkAsDrawn = (slot: ReadingSlot) =>
  !slot.reversed && ((isMajor(slot.card) && slotTone(slot) === 'shadow') || frightens(slot.card));

/**
 * The dark end another's heart stands beside (the Moon, the Nine of Swords, the Knight of Swords reversed's quarrels as
 * the outcome): a heart that may still be warm, going somewhere hard.
 */
export const darkEndBeside = (slots: readonly ReadingSlot[], theirs: readonly ReadingSlot[], toneOf: (slot: ReadingSlot) => Tone) => {
  const outcome = cardAhead(slots);
  // A dark or frightening card upright at the end is dark whatever its words there (it round 79: "i segnali sono buoni" over
  // the Moon ahead, "tende al sì" over Death; round 84, beside the Five of Pentacles' affection out of reach).
  // So is a card dark as drawn whose words there are no yes, reversed or not (es round 90: "se inclina por el sí" beside the
  // Knight of Swords reversed's hurtful words ahead, the Nine of Cups reversed's unwillingness).
  const dark =
    outcome &&
    (toneOf(outcome) === 'shadow' ||
      (slotTone(outcome) === 'shadow' && (!outcome.reversed || toneOf(outcome) !== 'light')) ||
      (!outcome.reversed && frightens(outcome.card)));
  return outcome && !theirs.includes(outcome) && dark ? outcome : undefined;
};

function cardsLean(
  slots: readonly ReadingSlot[],
  { theirFeelingsNow = false, toneOf = slotTone, standIn, aboutThem = false, wholeHeart = false, trip = false }: LeanOptions,
): Tone {
  const theirs = heartCards(slots, standIn);
  const outcome = cardAhead(slots);
  if (heartHeldBack(slots, { toneOf, aboutThem, wholeHeart, theirFeelingsNow })) return 'shadow';
  if (theirFeelingsNow && theirs.length > 0) {
    // Their heart's places answer; a warm heart beside a dark end, or amid cards clearly darker than light (it round 90:
    // "i segnali sono buoni" with four of five reversed), is no clear yes.
    // One heart card reversed is feeling held back, no plain no, as for one card alone (it round 106: "Gli manco?" no on
    // the Two of Pentacles reversed's "what they feel is sincere but comes in bursts", before the Ten of Cups ahead).
    // (Unless the end goes dark as well: en round 132, the King of Swords reversed's feelings locked away, then the Page of
    // Pentacles reversed's interest that never turns into action, "Nothing is settled here yet".)
    const darkOnward = outcome !== undefined && !theirs.includes(outcome) && toneOf(outcome) === 'shadow';
    const heldBackAlone = theirs.length === 1 && theirs[0]!.reversed && !darkOnward;
    const toneOfHeart = heartTone(theirs, toneOf);
    const heart = toneOfHeart === 'shadow' && heldBackAlone ? 'mixed' : toneOfHeart;
    const around = slots.filter((slot) => !theirs.includes(slot) && !isBehind(slot) && !notOmens.includes(slot.position.kind));
    const darkAround = around.filter(troubles).length - around.filter((slot) => toneOf(slot) === 'light').length >= CLEAR_WAY;
    // Nor beside a card dark as drawn anywhere ahead (es round 93: "se inclina por el sí" beside the Devil's control in
    // what may come).
    const darkAhead = slots.some((slot) => ahead.includes(slot.position.kind) && !theirs.includes(slot) && darkAsDrawn(slot));
    // Nor across a frightening card crossing the matter (en round 122: "leans towards yes" past Death crossing it, "a door
    // that has long since closed").
    const crossedDark = darkCrossing(slots) !== undefined;
    // Nor beside a bond between the two that is dark by its words (it round 131: "i segnali sono buoni" beside the Five of
    // Pentacles' "il freddo è entrato nel rapporto" as the dynamic).
    const coldBond = slots.some((slot) => slot.position.own === 'bond' && toneOf(slot) === 'shadow');
    return heart === 'light' && (darkEndBeside(slots, theirs, toneOf) || darkAround || darkAhead || crossedDark || coldBond)
      ? 'mixed'
      : heart;
  }
  const heartOf = (cards: readonly ReadingSlot[]) => cards.find((slot) => slot.position.kind === 'present');
  // Their heart turned away (the Eight of Cups as a partner's feelings: withdrawing) is not yet a yes, however bright the
  // rest; asked what they will do, nor is a heart that leans no way (the Devil's grip as their feelings beside the
  // visitor's own Sun).
  const places = slots.filter(speaksForTheirHeart);
  // Asked whether they are the right person, a heart that is anywhere not bright (possessive, guarded) is no yes (es round
  // 90: "se inclina hacia el sí" beside an attachment turned controlling).
  const heartAgainst =
    places.some((slot) => toneOf(slot) === 'shadow') ||
    (wholeHeart && places.some((slot) => toneOf(slot) !== 'light')) ||
    (aboutThem && places.length > 0 && !places.some((slot) => toneOf(slot) === 'light'));
  if (!outcome) {
    // No card ahead: the balance, but a dark heart of the matter (any place where things stand, or a frightening card
    // upright there: the Ten of Swords in the dynamic) is not yet a yes.
    const tone = balanceTone(slots, toneOf);
    const darkHeart = slots.some((slot) => slot.position.kind === 'present' && (toneOf(slot) === 'shadow' || darkAsDrawn(slot)));
    // Of four cards or more, one bright card more than dark is no yes (es round 83: "la lectura es favorable" to a wedding
    // on the Knight of Pentacles alone, beside the Moon's doubt and the Nine of Wands' guard).
    const faint = slots.length >= 4 && Math.abs(balance(slots, toneOf)) < CLEAR_WAY;
    // (But a bright major at the heart of the matter, with no card troubled as drawn, is a yes: en round 128, "Neither way
    // stands out yet" on the World there.)
    const majorHeart = slots.some(
      (slot) =>
        slot.position.kind === 'present' && !isVisitorsOwn(slot) && isMajor(slot.card) && !slot.reversed && toneOf(slot) === 'light',
    );
    const plainYes = majorHeart && !slots.some(troubles);
    if (tone === 'light') return darkHeart || heartAgainst || (faint && !plainYes) ? 'mixed' : tone;
    // Nor is a bright heart of the matter a no, as a dark one is no yes (it round 100: "il momento non è maturo" to a pay
    // rise with the King of Wands' lead where things stand, on the Nine of Wands reversed in the way).
    // (Where things stand for the visitor alone, "You", is no heart of the matter.)
    const brightHeart = slots.some(
      (slot) => slot.position.kind === 'present' && !isVisitorsOwn(slot) && toneOf(slot) === 'light' && !troubles(slot),
    );
    return tone === 'shadow' && brightHeart && faint ? 'mixed' : tone;
  }
  // Asked whether someone is right for the visitor, a bond that ends in a fall (Death, the Tower, the Ten of Swords upright
  // at the end) is a no, as for three cards (it round 133: "il quadro è aperto" over Death as a Celtic cross's outcome).
  if (wholeHeart && fallAhead(slots)) return 'shadow';
  const tone = toneOf(outcome);
  const onTheWay = slots.filter((slot) => slot !== outcome && !isBehind(slot));
  const way = balance(onTheWay, toneOf);
  const heart = heartOf(onTheWay);
  // A dark heart of the matter: dark by its words there, or a dark major or frightening card upright whatever its words
  // (es round 83: "Tus estudios van por buen camino" with the Tower where things stand, its text "sacude, pero libera").
  const darkHeart = heart !== undefined && (toneOf(heart) === 'shadow' || darkAsDrawn(heart));
  // A dark card crossing the matter is faced before any yes, however bright the rest.
  // (A minor card reversed in the way, a gift held back, is a difficulty to handle, no dark crossing: es, en round 126, open
  // answers past a bright end upright, "How the trip goes is genuinely open" past the Three of Pentacles reversed.)
  const crossed = onTheWay.some(
    (slot) => slot.position.kind === 'obstacle' && toneOf(slot) === 'shadow' && (isMajor(slot.card) || !slot.reversed),
  );
  // A bright card's end reversed (the Sun's joy kept quiet; never a hard card's release) is no yes on its own: a card on
  // the way must be bright as well (it round 92: "Gioca a tuo favore soprattutto il Sole rovesciato", the only sign).
  const alone =
    outcome.reversed &&
    arcanaOf(outcome.card).tone === 'light' &&
    !onTheWay.some((slot) => !describesSetting(slot) && brightness(slot, toneOf) >= 0);
  // Nor is a bright end reversed, come late or quiet (the Six of Wands reversed), past a dark card just before it (es round
  // 100: "se inclina hacia el sí" to meeting someone soon, past the Five of Cups' disappointment in the near future).
  const darkBefore = outcome.reversed && onTheWay.some((slot) => ahead.includes(slot.position.kind) && toneOf(slot) === 'shadow');
  // Nor is a dark card upright at the end a yes on its words there alone (es round 107: the Five of Pentacles, "a spell of
  // hardship and loneliness", as "the card that pushes most" towards a return); nor, whatever its words there, a bright
  // answer (es round 80: "la lectura pinta bien" on a trip ending on the Devil; it round 81: "c'è più di buono che di
  // difficile" ending on the Five of Pentacles).
  const darkEnd = !outcome.reversed && slotTone(outcome) === 'shadow';
  // Nor is one bright end a yes past a long way mostly reversed, unless that way is clearly bright (en round 123: "leans
  // towards yes" on the Hierophant alone, past seven of nine cards reversed).
  const reversedWay = onTheWay.length >= 4 && onTheWay.filter((slot) => slot.reversed).length * 2 > onTheWay.length && way < STRONG_WAY;
  if (tone === 'light')
    return way < 0 || crossed || heartAgainst || darkHeart || alone || darkBefore || darkEnd || reversedWay ? 'mixed' : 'light';
  // An end that leans neither way leaves the answer to the way there, when that clearly leans; one that warns (a dark
  // card, the Devil's lure; a gift overdone, the Fool reversed's leap) is a yes only past a way strongly bright.
  // So does a pause at the end (en, es round 105: "the answer leans towards yes" to a job on the Four of Swords' delay),
  // except on a trip, where its travel words are how to go: rest (it round 117: "non pende da nessuna parte" on the Six of
  // Wands and the Queen of Cups before the Four of Swords' restful trip).
  const paused = pauses(outcome) && !trip;
  const warns = slotTone(outcome) === 'shadow' || (outcome.reversed && arcanaOf(outcome.card).reversed === 'excess') || paused;
  const bar = warns ? STRONG_WAY : CLEAR_WAY;
  // (Never a yes past a dark heart of the matter or a dark card crossing it, as for a bright end.)
  const blocked = crossed || heartAgainst || darkHeart;
  // (A dark major or frightening card upright at the end whose words there lean neither way is a no past a way darker than
  // bright: it round 101, "né vicina né esclusa" to a wedding past the Ten and the Nine of Swords, then the Tower.)
  // (So is one past a dark heart of the matter: it round 134, "resta in bilico" to a pay rise between the Ten of Swords
  // where things stand and Death at the end.)
  const darkAtTheEnd = darkAsDrawn(outcome) && (way < 0 || darkHeart);
  if (tone === 'mixed') return way >= bar && !blocked && !darkEnd ? 'light' : way <= -CLEAR_WAY || darkAtTheEnd ? 'shadow' : 'mixed';
  // A shadow at the end of a way bright almost throughout (nine bright cards, then the Four of Swords or the World
  // reversed: a delay in the last stretch) is not a no; a dark major's or a frightening card's (the Tower, the Ten of
  // Swords) still is.
  if ((isMajor(outcome.card) && arcanaOf(outcome.card).tone === 'shadow') || frightens(outcome.card)) return 'shadow';
  // What another means to do, dark past their feelings bright upright, is no plain no: they feel it and hold back (it round
  // 106: the World's "with you they feel in the right place", then "the signals are too weak" on the King of Cups reversed).
  const warm = places.some((slot) => slot.position.kind === 'feelings' && !slot.reversed && toneOf(slot) === 'light');
  if (warm && outcome.position.kind === 'intent') return 'mixed';
  // Nor is a minor card's shadow reversed at the end a plain no past a bright major upright where things stand, nothing
  // else troubled on the way (en round 132: "the signs say not yet" to a pay rise on the King of Cups reversed, past the
  // Sun's "your efforts are seen and appreciated").
  const brightMajorNow =
    heart !== undefined && isMajor(heart.card) && !heart.reversed && toneOf(heart) === 'light' && !onTheWay.some(troubles);
  const lean = way >= Math.max(STRONG_WAY, onTheWay.length / 2) && !darkEnd ? 'light' : way >= CLEAR_WAY ? 'mixed' : 'shadow';
  return lean === 'shadow' && brightMajorNow && outcome.reversed && !isMajor(outcome.card) ? 'mixed' : lean;
}

/**
 * The card that carries a spread's lean, to be named beside it: the card ahead when it leans so, else the weightiest
 * card on the way that leans so (a major first), never the visitor's own stance, the people around, hopes and fears or a card behind (asked how another
 * feels now, the weightiest of their heart's); a light end reversed gives way to a brighter card on the way; an open lean names none.
 */
export function leaningCard(
  slots: readonly ReadingSlot[],
  tone: Tone,
  { theirFeelingsNow = false, toneOf = slotTone, standIn, aboutThem = false, wholeHeart = false }: LeanOptions = {},
): ReadingSlot | undefined {
  if (tone === 'mixed') return undefined;
  const theirs = heartCards(slots, standIn);
  const outcome = cardAhead(slots);
  // The visitor's own stance, the people around, hopes and fears and what is already behind describe; they are no omen to name.
  // Asked about another person, nor is where things stand for the visitor alone (es round 99: "is he the right one?" tipped
  // to no by the visitor's own routine in "You").
  const held = tone === 'shadow' ? heartHeldBack(slots, { toneOf, aboutThem, wholeHeart, theirFeelingsNow }) : undefined;
  if (held) return held;
  const ownSide = (slot: ReadingSlot) => (aboutThem || wholeHeart) && isVisitorsOwn(slot);
  const onTheWay = slots.filter((slot) => slot !== outcome && !isBehind(slot) && !describesSetting(slot) && !ownSide(slot));
  // A bond that ends in a fall is what weighs against the right person (its lean, above).
  const fall = wholeHeart ? fallAhead(slots) : undefined;
  if (tone === 'shadow' && fall) return fall;
  // What weighs against a warm heart is the dark end beside it.
  if (theirFeelingsNow && theirs.length > 0)
    return nearestHeart(theirs, tone, toneOf) ?? (tone === 'shadow' ? darkEndBeside(slots, theirs, toneOf) : undefined);
  // A light end reversed (a load easing, the Sun's joy delayed) is no clearer sign than an upright card on the way; nor is
  // an end bright only by its words there (it round 111: the Four of Cups' withdrawal "a far ben sperare più di tutto").
  if (outcome && weightiest([outcome], tone, toneOf))
    return tone === 'light' && (outcome.reversed || slotTone(outcome) !== 'light') ? brightestOf(onTheWay, outcome, toneOf) : outcome;
  // On the way, what the other person feels speaks before any other card that leans the same way.
  const theirsOnTheWay = onTheWay.filter((slot) => theirs.includes(slot));
  return nearestHeart(theirsOnTheWay, tone, toneOf) ?? weightiest(onTheWay, tone, toneOf);
}

/**
 * How bright a card reads where it lies: upright before reversed, a major before a minor; -1 for a card that is no
 * light, lies in the way (read there as the difficulty) or is no omen (the advice is counsel, never evidence: it round 77).
 */
const brightness = (slot: ReadingSlot, toneOf: (slot: ReadingSlot) => Tone) =>
  slotTone(slot) === 'light' &&
  toneOf(slot) === 'light' &&
  !frightens(slot.card) &&
  slot.position.kind !== 'obstacle' &&
  !notOmens.includes(slot.position.kind)
    ? (slot.reversed ? 0 : 2) + (isMajor(slot.card) ? 1 : 0)
    : -1;

/** Of these cards, the brightest, where one is brighter than `chosen` (kept on a tie), else `chosen`. */
const brightestOf = (slots: readonly ReadingSlot[], chosen: ReadingSlot | undefined, toneOf: (slot: ReadingSlot) => Tone) => {
  const brightest = slots.reduce<ReadingSlot | undefined>(
    (best, slot) => (!best || brightness(slot, toneOf) > brightness(best, toneOf) ? slot : best),
    chosen,
  );
  return brightest && brightness(brightest, toneOf) >= 0 ? brightest : chosen;
};

/**
 * Of another person's heart places, the one nearest their feelings that leans this way: the last laid (their feelings
 * after who they are or what they think); for the light, an upright card before a reversed one.
 */
const nearestHeart = (theirs: readonly ReadingSlot[], tone: Tone, toneOf = slotTone) => {
  const leaning = [...theirs].reverse().filter((slot) => weightiest([slot], tone, toneOf));
  return tone === 'light' ? (leaning.find((slot) => !slot.reversed) ?? leaning[0]) : leaning[0];
};

/**
 * Places that describe the visitor's setting rather than where things go (their own stance, the people around, hopes
 * and fears, when): never the card a lean or a choice is carried by.
 */
const describes: readonly PositionKind[] = ['self', 'around', 'hopes', 'timing'];

/** Whether a card lies in a place that describes the visitor's setting rather than where things go. */
export const describesSetting = (slot: ReadingSlot) => describes.includes(slot.position.kind);

/**
 * The visitor's own stance: a place of its own, or where things stand for them alone (the relationship spread's "You", es
 * round 99: "is he the right one?" tipped to no by the visitor's own routine).
 */
export const isVisitorsOwn = (slot: ReadingSlot) => slot.position.kind === 'self' || slot.position.visitor === true;

/**
 * Of these cards, the one that leans most this way as its place reads it: a major before a minor, else the first; for
 * the light, an upright card before a reversed one (a hardship easing is seldom the clearest hope), never a frightening one;
 * for the shadow, a card dark as drawn first.
 */
const weightiest = (slots: readonly ReadingSlot[], tone: Tone, toneOf = slotTone) => {
  const sign = toneScore[tone];
  const leaning = slots.filter((slot) => omen(slot, toneOf) * sign > 0);
  // A frightening card (the Ten of Swords' relief ahead) is never named as the hope.
  const hopeful = leaning.filter((slot) => !frightens(slot.card));
  // For the shadow, a card dark as drawn (the Ten of Swords) before one dark only by its words here (the High Priestess).
  const dark = leaning.filter((slot) => slotTone(slot) === 'shadow');
  const first =
    tone === 'light'
      ? [...hopeful.filter((slot) => !slot.reversed), ...hopeful.filter((slot) => slot.reversed)]
      : dark.length > 0
        ? dark
        : leaning;
  return first.find((slot) => isMajor(slot.card) && !(tone === 'light' && slot.reversed)) ?? first[0];
};

/**
 * The spread's poles, as a reader points them out: the card that brings it the most light and the one that brings
 * the most shadow, each the card a lean that way would be carried by (so an overview and a closing name the same
 * one), else the weightiest anywhere (the light one, anywhere but behind); either missing where none leans so.
 */
export function polesOf(
  slots: readonly ReadingSlot[],
  options: LeanOptions = {},
  { withAround = false } = {},
): { light?: ReadingSlot; shadow?: ReadingSlot } {
  // Neither is a card behind: "the most hopeful sign" is no card of what ended it, nor does the past "ask the most of you";
  // nor the people around, whose mood is the setting (en round 102: the Ten of Cups in "Those Around You" as the most
  // hopeful sign of a new relationship), unless asked where to begin with no wall anywhere (their warmth is somewhere to go).
  const ahead = slots.filter((slot) => !isBehind(slot) && (withAround || slot.position.kind !== 'around'));
  const pole = (tone: Tone) => leaningCard(slots, tone, options) ?? weightiest(ahead, tone, options.toneOf);
  // Named the brightest, it is never a dimmer card than one beside it (a hardship easing while the Sun shines on the
  // people around, a guarded intent beside their long-run picture in the Ten of Cups).
  // Named the most testing, it is never a card dark only by its words here beside one dark as drawn (the High Priestess's
  // guarded intent beside the Ten of Swords' rock bottom: en round 66).
  const shadow = pole('shadow');
  const darker =
    shadow && slotTone(shadow) !== 'shadow'
      ? ahead.find((slot) => slotTone(slot) === 'shadow' && !notOmens.includes(slot.position.kind))
      : undefined;
  // A bright card reversed (the Magician's talent unused) is its light held back, never the most encouraging card (it
  // round 77).
  // Nor a card that is no light as drawn, however its words lean there (it round 94 and 95: the Four of Cups, "the most
  // encouraging card", twice).
  const light = brightestOf(ahead, pole('light'), options.toneOf ?? slotTone);
  const shown = light && !light.reversed && slotTone(light) === 'light';
  return { ...(shown ? { light } : {}), shadow: darker ?? shadow };
}

/**
 * Advice or the visitor's own stance whose words are to leave or let a chapter close: the Eight of Cups and the Ten of
 * Swords upright, and Death either way (reversed: "admit what has already ended", en round 70; the Ten of Swords:
 * "something in this bond is over", it round 69).
 */
// (Death reversed as the advice or the visitor's stance is an ending put off, to finish cleanly: no walking away from the
// matter, en round 133: "too early to call" on the Two, Three and Ace of Cups beside its "let one thing end cleanly".)
const parting = (slot: ReadingSlot) =>
  (slot.position.kind === 'advice' || slot.position.kind === 'self') && leaves(slot) && !(slot.card === 'death' && slot.reversed);

/** The card a spread ends on where its picture is a leaving or a chapter closing. */
export const walkingAway = (slots: readonly ReadingSlot[]) => {
  const end = cardAhead(slots);
  return end && leaves(end) ? end : undefined;
};

/** A frightening card upright crossing the matter (in the way): Death, the Tower, the Devil, the hardest Swords. */
export const darkCrossing = (slots: readonly ReadingSlot[]) =>
  slots.find((slot) => slot.position.kind === 'obstacle' && !slot.reversed && frightens(slot.card));

/** A card whose picture is a leaving or a chapter closing, as drawn. */
const leaves = (slot: ReadingSlot) =>
  slot.card === 'death' || (!slot.reversed && (slot.card === 'eight-of-cups' || slot.card === 'ten-of-swords'));

/** A card that is a pause as drawn: the Four of Swords' rest, the Hanged Man's suspension, the Eight of Wands reversed's delay. */
const pauses = (slot: ReadingSlot) =>
  slot.reversed ? slot.card === 'eight-of-wands' : slot.card === 'four-of-swords' || slot.card === 'the-hanged-man';

/** How much more light than shadow (or shadow than light) on the way decides an open end, and softens a dark one. */
const CLEAR_WAY = 2;
/** How much more light than shadow on the way outweighs a dark end (a large spread's). */
const STRONG_WAY = 3;
