/** The question themes, in detection order: the first list that matches wins; GENERAL otherwise. */
export const questionThemes = [
  'LOVE',
  'CAREER',
  'HEALTH',
  'FINANCE',
  'PERSONAL_GROWTH',
  'FAMILY',
  'SPIRITUAL',
  'TRAVEL',
  'DECISION',
  'GENERAL',
] as const;

export type QuestionTheme = (typeof questionThemes)[number];
export type DetectableTheme = Exclude<QuestionTheme, 'GENERAL'>;
