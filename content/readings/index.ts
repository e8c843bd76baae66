import type { Locale } from '../../lib/i18n/routing';
import { readingGuides as en } from './en';
import { readingGuides as es } from './es';
import { readingGuides as it } from './it';
import type { ReadingGuides } from './types';

export type { GuidedReading, ReadingGuide, ReadingGuides } from './types';

/** What each guided reading page explains under its reading, in each language. */
export const readingGuides: Record<Locale, ReadingGuides> = { en, es, it };
