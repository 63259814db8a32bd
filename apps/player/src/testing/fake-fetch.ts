/** Minimal stand-ins for fetch answers (jsdom has no fetch/Response). */
export interface FakeResponse {
  ok: boolean;
  status: number;
  statusText: string;
  headers: { get(name: string): string | null };
  text(): Promise<string>;
  json(): Promise<unknown>;
}

const STATUS_TEXT: Record<number, string> = {
  200: 'OK',
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
};

export function fakeResponse(status: number, body: string, contentType: string, statusText?: string): FakeResponse {
  return {
    ok: status >= 200 && status < 300,
    status,
    statusText: statusText ?? STATUS_TEXT[status] ?? '',
    headers: { get: (name: string) => (name.toLowerCase() === 'content-type' ? contentType : null) },
    text: async () => body,
    json: async () => JSON.parse(body),
  };
}

export const jsonResponse = (status: number, body: unknown, statusText?: string) =>
  fakeResponse(status, JSON.stringify(body), 'application/json; charset=utf-8', statusText);

export const textResponse = (status: number, body: string) => fakeResponse(status, body, 'text/plain; charset=utf-8');

export interface RecordedCall {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: string | undefined;
}

type Handler = (call: RecordedCall) => FakeResponse | Promise<FakeResponse>;

/** Replaces global fetch; every call is recorded with plain-object headers. */
export function installFetch(handler: Handler) {
  const calls: RecordedCall[] = [];
  const mock = jest.fn(async (input: string, init: RequestInit = {}) => {
    const call: RecordedCall = {
      url: String(input),
      method: init.method ?? 'GET',
      headers: { ...((init.headers as Record<string, string>) ?? {}) },
      body: init.body as string | undefined,
    };
    calls.push(call);
    return handler(call);
  });
  (globalThis as { fetch?: unknown }).fetch = mock;
  return { mock, calls };
}

/** A promise you resolve from the test, to hold a request open. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}
