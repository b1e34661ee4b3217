/**
 * A scripted stand-in for the far side of the network (docs/FUNNEL.md#calls): each request waits
 * until the test answers it, so tests decide the order responses arrive in.
 */
export interface PendingRequest {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: unknown;
  respond(status: number, body: unknown): void;
}

export function createFakeServer() {
  const requests: PendingRequest[] = [];
  const waiters: (() => void)[] = [];
  const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    return new Promise<Response>((resolve) => {
      requests.push({
        url: String(input),
        method: init?.method ?? 'GET',
        headers: Object.fromEntries(new Headers(init?.headers).entries()),
        body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
        respond: (status, body) =>
          resolve(
            new Response(body === undefined ? '' : JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
          ),
      });
      waiters.splice(0).forEach((wake) => wake());
    });
  }) as typeof globalThis.fetch;

  /** Resolves once `count` requests have been made in total. */
  const untilRequests = async (count: number) => {
    while (requests.length < count) await new Promise<void>((wake) => waiters.push(wake));
  };
  return { fetch, requests, untilRequests };
}
