/** A request body over its route's limit: answered 413 before the rest is read. */
class BodyTooLargeError extends Error {
  constructor(readonly limitBytes: number) {
    super(`The request body is larger than ${limitBytes} bytes`);
    this.name = 'BodyTooLargeError';
  }
}

/**
 * The body as UTF-8 text, read at most `limitBytes` far: a `Content-Length` over the limit is refused
 * before reading, and a streamed body stops being read as soon as it passes the limit.
 */
async function readBodyText(request: Request, limitBytes: number): Promise<string> {
  const declared = Number(request.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > limitBytes) throw new BodyTooLargeError(limitBytes);
  if (!request.body) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limitBytes) {
      await reader.cancel();
      throw new BodyTooLargeError(limitBytes);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** The body as text, or the 413 answer when it is over the route's limit. */
export async function readLimitedBody(
  request: Request,
  limitBytes: number,
): Promise<{ ok: true; text: string } | { ok: false; response: Response }> {
  try {
    return { ok: true, text: await readBodyText(request, limitBytes) };
  } catch (error) {
    if (!(error instanceof BodyTooLargeError)) throw error;
    return { ok: false, response: Response.json({ error: error.message }, { status: 413 }) };
  }
}
