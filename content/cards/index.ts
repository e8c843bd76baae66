import type { Locale } from '../../lib/i18n/routing';
import type { CardId } from '../../lib/tarot/deck';
import type { CardContent } from './card-content';
import { cards as en } from './en';
import { cards as es } from './es';
import { cards as it } from './it';

export type { CardContent };

/** Each card's page text per language: one file per card and language. */
export const cardContent: Record<Locale, Record<CardId, CardContent>> = { en, es, it };
