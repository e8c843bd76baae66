/** Lower-cased, runs of whitespace → '-', every character but a–z, 0–9 and '-' dropped. */
export function normalizeSlug(input: string): string {
  return input
    .toLowerCase()
    .replace(/\s+/g, '-')
    .replace(/[^a-z0-9-]/g, '');
}

/** Today in long US English, as article dates read: 'November 22, 2026'. */
export function articleDate(date: Date): string {
  return new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric' }).format(date);
}
