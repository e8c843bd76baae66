import type { Messages } from '@/lib/i18n/messages';
import type { Locale } from '@/lib/i18n/routing';

/**
 * What the editor page says: the create form's texts, the editor's, the publish protocol's
 * refusals, the desk's (publishing for every visitor) and each language's name.
 */
export type EditorTexts = Messages['BlogNew'] & {
  editor: Messages['BlogEditor'];
  messages: Messages['BlogApi'];
  desk: Messages['BlogDesk'];
  languages: Record<Locale, string>;
};
