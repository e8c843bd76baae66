import { compileKeywords, compileThemeMatchers, detectTheme, normalizeText } from '../theme-detection';
import type { QuestionTheme } from '../question-themes';
import { en } from './en';
import { es } from './es';
import { it } from './it';

const themeMatchers = compileThemeMatchers([en.themes, es.themes, it.themes]);
const crisisMatcher = compileKeywords([...en.crisis, ...es.crisis, ...it.crisis]);

/** The question's theme (SPEC §5), understood in English, Spanish or Italian. */
export function questionTheme(question: string | undefined | null): QuestionTheme {
  return detectTheme(question, themeMatchers);
}

/** Whether a question signals a risk of suicide or self-harm, so the site answers with care, not predictions. */
export function signalsCrisis(question: string | undefined | null): boolean {
  return !!question && crisisMatcher.test(normalizeText(question));
}
