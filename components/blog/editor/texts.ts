import type { Messages } from '@/lib/i18n/messages';

/** What the editor page says: the create form's texts, the editor's, and the publish protocol's refusals. */
export type EditorTexts = Messages['BlogNew'] & { editor: Messages['BlogEditor']; messages: Messages['BlogApi'] };
