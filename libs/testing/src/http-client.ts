import { createHash } from 'node:crypto';

export function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

export interface TestResponse<T = any> {
  status: number;
  headers: Headers;
  body: T;
  text: string;
}

/** A small fetch wrapper for HTTP-level tests: form or JSON bodies, bearer tokens, parsed answers. */
export class TestHttp {
  constructor(
    readonly baseUrl: string,
    private readonly defaultHeaders: Record<string, string> = {},
  ) {}

  async request<T = any>(
    method: string,
    path: string,
    opts: { form?: Record<string, string | number | boolean>; json?: unknown; token?: string; headers?: Record<string, string> } = {},
  ): Promise<TestResponse<T>> {
    const headers: Record<string, string> = { ...this.defaultHeaders, ...(opts.headers ?? {}) };
    let body: string | undefined;
    if (opts.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams(Object.entries(opts.form).map(([k, v]) => [k, String(v)])).toString();
    } else if (opts.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(opts.json);
    }
    if (opts.token) headers['authorization'] = `Bearer ${opts.token}`;
    const response = await fetch(`${this.baseUrl}${path}`, { method, headers, body });
    const text = await response.text();
    let parsed: unknown = text;
    if ((response.headers.get('content-type') ?? '').includes('json') && text) parsed = JSON.parse(text);
    return { status: response.status, headers: response.headers, body: parsed as T, text };
  }

  get<T = any>(path: string, token?: string) {
    return this.request<T>('GET', path, { token });
  }
  postForm<T = any>(path: string, form: Record<string, string | number | boolean>, token?: string) {
    return this.request<T>('POST', path, { form, token });
  }
  postJson<T = any>(path: string, json: unknown, token?: string) {
    return this.request<T>('POST', path, { json, token });
  }
  putJson<T = any>(path: string, json: unknown, token?: string) {
    return this.request<T>('PUT', path, { json, token });
  }
  delete<T = any>(path: string, token?: string) {
    return this.request<T>('DELETE', path, { token });
  }

  /** Logs in with the typed password (hashed like the client does) and returns the token. */
  async login(username: string, password: string): Promise<string> {
    const res = await this.postForm('/api/user/login', { username, password: sha256(password) });
    if (res.status !== 200 || !res.body.access_token) throw new Error(`login of ${username} failed: ${res.status} ${res.text}`);
    return res.body.access_token;
  }
}
