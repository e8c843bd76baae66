import { questionThemes, type DetectableTheme, type QuestionTheme } from './question-themes';

export type KeywordLists = Record<DetectableTheme, readonly string[]>;

/** Lower case, accents removed, every run of non-letters a single space: "¿Qué tal?" → " que tal ". */
export function normalizeText(text: string): string {
  const words = text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
  return ` ${words} `;
}

/**
 * One pattern for a keyword list: each entry matches as a whole word or phrase, and an entry
 * ending in `*` matches any word starting with that stem ("romanc*" → romance, romantic).
 */
export function compileKeywords(keywords: readonly string[]): RegExp {
  const alternatives = keywords
    .map((keyword) => {
      const stem = keyword.endsWith('*');
      const words = normalizeText(stem ? keyword.slice(0, -1) : keyword).trim();
      const escaped = words.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      return stem ? `${escaped}[\\p{L}\\p{N}]*` : escaped;
    })
    .filter((pattern) => pattern.length > 0);
  return new RegExp(` (?:${alternatives.join('|')}) `, 'u');
}

export type ThemeMatchers = Record<DetectableTheme, RegExp>;

/** Merges the lists of every language, so a question is understood whatever language it is typed in. */
export function compileThemeMatchers(lists: readonly KeywordLists[]): ThemeMatchers {
  const detectable = questionThemes.filter((theme): theme is DetectableTheme => theme !== 'GENERAL');
  return Object.fromEntries(detectable.map((theme) => [theme, compileKeywords(lists.flatMap((list) => list[theme]))])) as ThemeMatchers;
}

/** The first theme, in detection order, whose keywords appear in the question; GENERAL otherwise. */
export function detectTheme(question: string | undefined | null, matchers: ThemeMatchers): QuestionTheme {
  if (!question?.trim()) return 'GENERAL';
  const text = normalizeText(question);
  for (const theme of questionThemes) {
    if (theme !== 'GENERAL' && matchers[theme].test(text)) return theme;
  }
  return 'GENERAL';
}
