/** The article that opens a card's name in any of the site's languages: "The Tower", "La Torre", "Gli Amanti", "L’Imperatrice". */
const LEADING_ARTICLE = /^(?:(?:The|El|La|Los|Las|Il|Lo|I|Gli|Le)(?=\s)|L['’](?=\p{L}))/u;

/** A card's name as a sentence writes it past its first word: "When the Three of Cups…", "Tras la Justicia…", "e gli Amanti"; a name without an article ("Strength") is as it is. */
export function nameInSentence(name: string): string {
  const article = LEADING_ARTICLE.exec(name)?.[0];
  return article ? article.toLowerCase() + name.slice(article.length) : name;
}
