/** A request body read as JSON, or the 4xx answer that says why it could not be. */
export type JsonBody = { ok: true; value: unknown } | { ok: false; response: Response };

export function jsonError(status: number, error: string, extra: Record<string, unknown> = {}, headers: HeadersInit = {}) {
  return Response.json({ error, ...extra }, { status, headers: { 'cache-control': 'no-store', ...headers } });
}

/** Reads at most `limit` bytes (413 beyond, whatever Content-Length claims) and parses JSON (400 if malformed). */
export async function readJsonBody(request: Request, limit: number): Promise<JsonBody> {
  const tooLarge = () => ({ ok: false as const, response: jsonError(413, `The request body must be at most ${limit} bytes`) });
  const declared = Number(request.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > limit) return tooLarge();
  if (!request.body) return { ok: false, response: jsonError(400, 'The request body must be JSON') };

  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    // A client that hangs up mid-body gets a 400 it will never read, and leaves no error in the log.
    const chunk = await reader.read().catch(() => null);
    if (!chunk) return { ok: false, response: jsonError(400, 'The request body was cut off') };
    const { value, done } = chunk;
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      return tooLarge();
    }
    chunks.push(value);
  }
  const text = new TextDecoder().decode(Buffer.concat(chunks));
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false, response: jsonError(400, 'The request body must be valid JSON') };
  }
}
