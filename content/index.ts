import type { Locale } from '../lib/i18n/routing';
import * as en from './en';
import * as es from './es';
import * as it from './it';

/** The long-form text of the guides, the FAQ and the site's own pages, in one language. */
export type PageContent = typeof en;

export const content: Record<Locale, PageContent> = { en, es, it };
