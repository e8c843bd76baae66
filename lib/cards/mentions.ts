/** A card as a guide's text names it, and where its page is. */
export interface CardMention {
  name: string;
  path: string;
}

export type TextPiece = string | { text: string; path: string };

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A name that opens with an article ("The Tower", "La Torre", "L’Imperatrice") also matches it mid-sentence ("the Tower"). */
function namePattern(name: string): string {
  if (!/^\p{Lu}\p{Ll}*[ ’']\p{Lu}/u.test(name)) return escape(name);
  const first = name[0]!;
  return `[${first.toUpperCase()}${first.toLowerCase()}]${escape(name.slice(1))}`;
}

/**
 * Splits `text` where it names a card not already linked on the page (`linked`, updated), so the
 * first mention of each card becomes a link to its page. Names match whole words, longest first.
 */
export function linkMentions(text: string, cards: readonly CardMention[], linked: Set<string>): TextPiece[] {
  const open = cards.filter((card) => !linked.has(card.path)).sort((a, b) => b.name.length - a.name.length);
  if (open.length === 0) return [text];
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}])(?:${open.map((card) => namePattern(card.name)).join('|')})(?![\\p{L}\\p{N}])`, 'gu');
  const pieces: TextPiece[] = [];
  let last = 0;
  for (const match of text.matchAll(pattern)) {
    const card = open.find((candidate) => candidate.name.toLowerCase() === match[0].toLowerCase());
    if (!card || linked.has(card.path)) continue;
    linked.add(card.path);
    if (match.index > last) pieces.push(text.slice(last, match.index));
    pieces.push({ text: match[0], path: card.path });
    last = match.index + match[0].length;
  }
  if (last < text.length) pieces.push(text.slice(last));
  return pieces;
}
