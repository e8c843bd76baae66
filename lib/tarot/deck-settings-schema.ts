import * as z from 'zod/mini';
import { safeParse } from '../safe-parse';
import { backupKeyFinder, tryWrite } from '../stored-map';
import { DECK_SETTINGS_ASIDE_KEY, DECK_SETTINGS_KEY, decks, type DeckSettings } from './deck-settings';

const deckSettingsSchema = z.object({ deck: z.enum(decks), reversals: z.boolean() });

/** The stored settings, or undefined when the stored text is not settings (nothing stored is '' here). */
export function parseDeckSettings(raw: string): DeckSettings | undefined {
  try {
    const parsed = safeParse(deckSettingsSchema, JSON.parse(raw));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/** Writes the settings; an unreadable value already there is copied aside first, never lost. False when storage refuses. */
export function storeDeckSettings(storage: Storage | null, value: DeckSettings): boolean {
  if (!storage) return false;
  return tryWrite(() => {
    const raw = storage.getItem(DECK_SETTINGS_KEY);
    const freeBackupKey = backupKeyFinder(storage, DECK_SETTINGS_ASIDE_KEY);
    if (raw !== null && !parseDeckSettings(raw)) storage.setItem(freeBackupKey(raw), raw);
    storage.setItem(DECK_SETTINGS_KEY, JSON.stringify(value));
  }).ok;
}
