import { compileKeywords, compileThemeMatchers, detectTheme, normalizeText } from '../theme-detection';
import type { QuestionTheme } from '../question-themes';
import { en } from './en';
import { es } from './es';
import { it } from './it';

/** Each language's theme lists; hoping to meet someone is a love question too. */
export const themeKeywordLists = [en, es, it].map((list) => ({ ...list.themes, LOVE: [...list.themes.LOVE, ...list.single] }));

const themeMatchers = compileThemeMatchers(themeKeywordLists);
const singleMatcher = compileKeywords([...en.single, ...es.single, ...it.single]);

/** The question's theme, understood in English, Spanish or Italian. */
export function questionTheme(question: string | undefined | null): QuestionTheme {
  return detectTheme(question, themeMatchers);
}

/** Whether a question comes from someone hoping to meet a partner rather than asking about one. */
export function signalsSingle(question: string | undefined | null): boolean {
  return !!question && singleMatcher.test(normalizeText(question));
}
