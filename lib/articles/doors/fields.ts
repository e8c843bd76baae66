import 'server-only';

const entities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#039;' };

/** Text as HTML (titles and excerpts are stored as text). */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => entities[char]!);

/** An excerpt sent as HTML, kept as the plain text an article's description is. */
export const plainText = (html: string) =>
  html
    .replace(/<[^>]*>/g, '')
    .replace(
      /&(amp|lt|gt|quot|#0?39|nbsp);/g,
      (entity) => ({ '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&nbsp;': ' ' })[entity] ?? "'",
    )
    .trim();

/** A date or date-time sent by a tool, as the ISO date an article is dated with. */
export const isoDay = (value: string) => /^(\d{4}-\d\d-\d\d)(?:[T ][\d:.]+(?:Z|[+-]\d\d:?\d\d)?)?$/.exec(value.trim())?.[1];

/** A request's body as JSON or a form (WordPress takes both); undefined for none, null when unreadable. */
export async function readFields(request: Request, limit: number): Promise<Record<string, unknown> | undefined | null | 'too-large'> {
  const declared = Number(request.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > limit) return 'too-large';
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = request.body?.getReader();
  for (;;) {
    // Read at most `limit` bytes, whatever Content-Length claims; a client that hangs up gets nothing.
    const chunk = reader ? await reader.read().catch(() => null) : { done: true as const, value: undefined };
    if (!chunk) return null;
    if (chunk.done) break;
    size += chunk.value.byteLength;
    if (size > limit) {
      await reader!.cancel();
      return 'too-large';
    }
    chunks.push(chunk.value);
  }
  const text = new TextDecoder().decode(Buffer.concat(chunks));
  if (text.trim() === '') return undefined;
  if ((request.headers.get('content-type') ?? '').includes('application/x-www-form-urlencoded'))
    return Object.fromEntries(new URLSearchParams(text));
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}
