import { describe, expect, it } from 'vitest';
import { readLimitedBody } from '@/site/http/read-body';

const post = (body: BodyInit | null, headers: Record<string, string> = {}) =>
  new Request('http://localhost/api/revalidate', { method: 'POST', headers, body, duplex: 'half' } as RequestInit);

/** A streamed body (no Content-Length) sent in the given chunks. */
const streamed = (...chunks: string[]) =>
  new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(new TextEncoder().encode(chunk));
      controller.close();
    },
  });

describe('readLimitedBody', () => {
  it('reads a body up to the limit, exactly at it included', async () => {
    expect(await readLimitedBody(post('0123456789', { 'content-length': '10' }), 10)).toEqual({
      ok: true,
      text: '0123456789',
    });
    expect(await readLimitedBody(post(streamed('01234', 'é6789')), 11)).toEqual({ ok: true, text: '01234é6789' });
  });

  it('reads no body as the empty text', async () => {
    expect(await readLimitedBody(post(null), 10)).toEqual({ ok: true, text: '' });
  });

  it('refuses a declared Content-Length over the limit with 413, before reading the body', async () => {
    const request = post('short', { 'content-length': '11' });
    const result = await readLimitedBody(request, 10);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.response.status).toBe(413);
    expect(!result.ok && (await result.response.json())).toEqual({ error: 'The request body is larger than 10 bytes' });
    expect(request.bodyUsed).toBe(false);
  });

  it('stops reading a streamed body once it passes the limit', async () => {
    const result = await readLimitedBody(post(streamed('0123456789', 'x')), 10);
    expect(!result.ok && result.response.status).toBe(413);
    expect(!result.ok && (await result.response.json())).toEqual({ error: 'The request body is larger than 10 bytes' });
  });

  it('lets other errors through (a connection cut is not a body too large)', async () => {
    const cut = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.error(new Error('socket hang up'));
      },
    });
    await expect(readLimitedBody(post(cut), 10)).rejects.toThrow('socket hang up');
  });
});
