import type { Locale } from '../../lib/i18n/routing';
import type { Suit } from '../../lib/tarot/deck';
import type { SuitContent } from './types';
import { suits as en } from './en';
import { suits as es } from './es';
import { suits as it } from './it';

export type { SuitContent };

/** Each suit's page text per language. */
export const suitContent: Record<Locale, Record<Suit, SuitContent>> = { en, es, it };
