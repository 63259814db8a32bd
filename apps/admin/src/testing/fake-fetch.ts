// A tiny fetch double for jsdom (which has no fetch): answers queued per call, records every request.
export interface FakeAnswer {
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
}

export interface RecordedCall {
  url: string;
  init: RequestInit;
  headers: Headers;
}

export function installFakeFetch(answer: (url: string, init: RequestInit) => FakeAnswer = () => ({ body: {} })) {
  const calls: RecordedCall[] = [];
  const fetchMock = jest.fn(async (url: string, init: RequestInit = {}) => {
    calls.push({ url, init, headers: new Headers(init.headers) });
    const { status = 200, body, headers = {} } = answer(url, init);
    const text = typeof body === 'string' ? body : JSON.stringify(body ?? null);
    return {
      ok: status >= 200 && status < 300,
      status,
      statusText: status === 404 ? 'Not Found' : 'OK',
      headers: new Headers(headers),
      text: async () => text,
      json: async () => JSON.parse(text),
    };
  });
  (globalThis as any).fetch = fetchMock;
  return { calls, fetchMock };
}

export function base64Url(value: unknown): string {
  return btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** A JWT-shaped token (unsigned) with the given claims. */
export function fakeJwt(claims: Record<string, unknown>): string {
  return `${base64Url({ alg: 'HS256', typ: 'JWT' })}.${base64Url(claims)}.c2ln`;
}
