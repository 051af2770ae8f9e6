import { describe, expect, it } from 'vitest';
import { limitPrefetches } from '@/site/navigation/prefetch-limit';
import { ROUTER_PREFETCH_HEADER, RSC_HEADER, SERVER_ACTION_HEADER } from '@/framework/next-internals';

/** One request the fake network holds until the test answers it, then streams its body until told to end. */
type HeldRequest = {
  url: string;
  respond: () => void;
  endBody: () => void;
  failBody: () => void;
  fail: (error: Error) => void;
};

/** A base fetch whose responses and bodies the test completes by hand. */
function heldNetwork() {
  const requests: HeldRequest[] = [];
  const fetch = ((input: RequestInfo | URL) =>
    new Promise<Response>((resolve, reject) => {
      let body!: ReadableStreamDefaultController<Uint8Array>;
      const stream = new ReadableStream<Uint8Array>({ start: (controller) => void (body = controller) });
      requests.push({
        url: String(input),
        respond: () => resolve(new Response(stream)),
        endBody: () => {
          body.enqueue(new TextEncoder().encode('0:{"tree":[]}'));
          body.close();
        },
        failBody: () => body.error(new TypeError('network error')),
        fail: reject,
      });
    })) as typeof globalThis.fetch;
  const answer = (request: HeldRequest | undefined) => {
    request!.respond();
    request!.endBody();
  };
  return { fetch, requests, answer, urls: () => requests.map((request) => request.url) };
}

/** Lets promise callbacks and stream reads run. */
const settle = async () => {
  for (let round = 0; round < 5; round++) await new Promise((resolve) => setTimeout(resolve, 0));
};

const segmentPrefetch: RequestInit = { headers: { [RSC_HEADER]: '1', [ROUTER_PREFETCH_HEADER]: '1' } };
const pagePrefetch: RequestInit = { headers: { [RSC_HEADER]: '1' }, priority: 'low' };
const navigation: RequestInit = { headers: { [RSC_HEADER]: '1' } };
/** Low priority to show that the action header alone lets it through. */
const serverAction: RequestInit = {
  method: 'POST',
  headers: { [RSC_HEADER]: '1', [SERVER_ACTION_HEADER]: '7f3a' },
  priority: 'low',
};

describe('limitPrefetches', () => {
  it('holds prefetches beyond the limit until a body has arrived, then sends them in order', async () => {
    const network = heldNetwork();
    const limited = limitPrefetches(network.fetch, 5);
    const responses = ['/p1', '/p2', '/p3', '/p4', '/p5', '/p6', '/p7', '/p8'].map((url, index) =>
      limited(url, index % 2 ? segmentPrefetch : pagePrefetch),
    );
    await settle();
    expect(network.urls()).toEqual(['/p1', '/p2', '/p3', '/p4', '/p5']);

    // Headers alone do not free a slot: the body is still on the wire.
    for (const request of network.requests) request.respond();
    await settle();
    expect(network.urls()).toEqual(['/p1', '/p2', '/p3', '/p4', '/p5']);

    network.requests[0]!.endBody();
    await settle();
    expect(network.urls()).toEqual(['/p1', '/p2', '/p3', '/p4', '/p5', '/p6']);

    network.requests[1]!.endBody();
    network.requests[2]!.endBody();
    await settle();
    expect(network.urls()).toEqual(['/p1', '/p2', '/p3', '/p4', '/p5', '/p6', '/p7', '/p8']);

    // The router still reads the whole body of the response it gets.
    expect(await (await responses[0]!).text()).toBe('0:{"tree":[]}');
  });

  it('lets navigations and server actions through while the limit is reached', async () => {
    const network = heldNetwork();
    const limited = limitPrefetches(network.fetch, 5);
    for (const url of ['/p1', '/p2', '/p3', '/p4', '/p5', '/p6']) void limited(url, pagePrefetch);
    await settle();
    expect(network.urls()).toEqual(['/p1', '/p2', '/p3', '/p4', '/p5']);

    const visit = limited('/stock', navigation);
    void limited('/contact', serverAction);
    await settle();
    expect(network.urls()).toEqual(['/p1', '/p2', '/p3', '/p4', '/p5', '/stock', '/contact']);

    network.answer(network.requests[5]);
    expect(await (await visit).text()).toBe('0:{"tree":[]}');
  });

  it('frees the slot of a prefetch that fails, and passes its error on', async () => {
    const network = heldNetwork();
    const limited = limitPrefetches(network.fetch, 5);
    const responses = ['/p1', '/p2', '/p3', '/p4', '/p5', '/p6'].map((url) => limited(url, segmentPrefetch));
    await settle();
    expect(network.urls()).toEqual(['/p1', '/p2', '/p3', '/p4', '/p5']);

    network.requests[0]!.fail(new TypeError('Failed to fetch'));
    await expect(responses[0]).rejects.toThrow('Failed to fetch');
    await settle();
    expect(network.urls()).toEqual(['/p1', '/p2', '/p3', '/p4', '/p5', '/p6']);
  });

  it('frees the slot of a prefetch whose body breaks off', async () => {
    const network = heldNetwork();
    const limited = limitPrefetches(network.fetch, 5);
    for (const url of ['/p1', '/p2', '/p3', '/p4', '/p5', '/p6']) void limited(url, pagePrefetch);
    await settle();
    network.requests[0]!.respond();
    network.requests[0]!.failBody();
    await settle();
    expect(network.urls()).toEqual(['/p1', '/p2', '/p3', '/p4', '/p5', '/p6']);
  });
});
