import { compileKeywords, compileThemeMatchers, detectTheme, normalizeText } from '../theme-detection';
import type { QuestionTheme } from '../question-themes';
import { en } from './en';
import { es } from './es';
import { it } from './it';

/** Each language's theme lists; hoping to meet someone is a love question too. */
export const themeKeywordLists = [en, es, it].map((list) => ({ ...list.themes, LOVE: [...list.themes.LOVE, ...list.single] }));

const themeMatchers = compileThemeMatchers(themeKeywordLists);
const crisisMatcher = compileKeywords([...en.crisis, ...es.crisis, ...it.crisis]);
const singleMatcher = compileKeywords([...en.single, ...es.single, ...it.single]);
const painfulMatcher = compileKeywords([...en.painful, ...es.painful, ...it.painful]);

/** The question's theme, understood in English, Spanish or Italian. */
export function questionTheme(question: string | undefined | null): QuestionTheme {
  return detectTheme(question, themeMatchers);
}

/** Whether a question signals a risk of suicide or self-harm, so the site answers with care, not predictions. */
export function signalsCrisis(question: string | undefined | null): boolean {
  return !!question && crisisMatcher.test(normalizeText(question));
}

/** Whether a question comes from someone hoping to meet a partner rather than asking about one. */
export function signalsSingle(question: string | undefined | null): boolean {
  return !!question && singleMatcher.test(normalizeText(question));
}

/** Whether a question touches a wound (a partner's betrayal, violence, grief, a loved one's illness): no verdict on it. */
export function signalsPainful(question: string | undefined | null): boolean {
  return !!question && painfulMatcher.test(normalizeText(question));
}
