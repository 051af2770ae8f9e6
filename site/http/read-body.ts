/**
 * The body's bytes, read at most `limitBytes` far, or null past the limit: a `Content-Length` over it is
 * refused before reading, and a streamed body stops being read as soon as it passes it.
 */
export async function readLimitedBytes(request: Request, limitBytes: number): Promise<Buffer | null> {
  const declared = Number(request.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > limitBytes) return null;
  if (!request.body) return Buffer.alloc(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limitBytes) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

/** The body as text, or the 413 answer when it is over the route's limit. */
export async function readLimitedBody(
  request: Request,
  limitBytes: number,
): Promise<{ ok: true; text: string } | { ok: false; response: Response }> {
  const bytes = await readLimitedBytes(request, limitBytes);
  if (bytes) return { ok: true, text: bytes.toString('utf8') };
  return {
    ok: false,
    response: Response.json({ error: `The request body is larger than ${limitBytes} bytes` }, { status: 413 }),
  };
}
