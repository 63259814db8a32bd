import {
  API_PREFIX,
  APP_KEY_HEADER,
  APP_VERSION,
  TOKEN_REFRESH_THRESHOLD_SECONDS,
  TOO_MANY_REQUESTS_MESSAGE,
  USER_ROUTES,
  VERSION_HEADER,
  type CheckResultDto,
} from '@grimhunt/contracts';
import { APP_KEY } from '../config/env';
import { reloadPage } from './browser';
import { groupXpIn } from './message-text';
import { getToken, removeToken, secondsLeft, setToken } from './token';

/**
 * The one API client: adds the app key, version and bearer headers, renews the token when it is
 * close to expiry, and turns non-OK answers into ApiError. No UI work here.
 */

export const DEFAULT_ERROR_MESSAGE = 'Network response was not ok';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    /** The HTTP status text (used by the login screen when the server sent no message). */
    readonly statusText = '',
    /** The parsed error body (JSON object or text), for callers that read legacy `{ success, message }`. */
    readonly body: unknown = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  /** True when the message came from the server rather than the generic fallback. */
  get hasServerMessage(): boolean {
    return this.message !== DEFAULT_ERROR_MESSAGE;
  }
}

export type FormValues = Record<string, string | number | boolean | null | undefined>;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** JSON body. */
  json?: unknown;
  /** `application/x-www-form-urlencoded` body. */
  form?: FormValues;
  /** Attach the bearer token (and renew it first when needed). Default true; login/register/forgot send false. */
  auth?: boolean;
  /** How to read a successful answer. */
  responseType?: 'json' | 'text';
  signal?: AbortSignal;
}

/** `/api/<segments>` with each segment trimmed of slashes: apiPath('user', 'login') -> '/api/user/login'. */
export function apiPath(...segments: (string | number)[]): string {
  const clean = segments.map((s) => String(s).replace(/^\/+|\/+$/g, '')).filter(Boolean);
  return `/${[API_PREFIX, ...clean].join('/')}`;
}

/**
 * A contract route template filled in: apiRoute('game/equip/:id', { id: 'x' }) -> '/api/game/equip/x'.
 * `query` values are appended as a query string (empty strings kept: `sortBy=`).
 */
export function apiRoute(template: string, params: Record<string, string | number> = {}, query?: Record<string, string | number>): string {
  const filled = template.replace(/:([A-Za-z]+)/g, (match, name: string) =>
    name in params ? encodeURIComponent(String(params[name])) : match,
  );
  const path = apiPath(filled);
  if (!query) return path;
  const search = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString();
  return `${path}?${search}`;
}

export function encodeForm(values: FormValues): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined || value === null) continue;
    params.append(key, String(value));
  }
  return params.toString();
}

function baseHeaders(): Record<string, string> {
  return { [APP_KEY_HEADER]: APP_KEY, [VERSION_HEADER]: APP_VERSION };
}

async function readBody(res: Response): Promise<{ text: string; json: unknown; isJson: boolean }> {
  const text = await res.text().catch(() => '');
  const type = res.headers?.get?.('content-type') ?? '';
  if (text && (type.includes('json') || /^\s*[{[]/.test(text))) {
    try {
      return { text, json: JSON.parse(text), isJson: true };
    } catch {
      /* not JSON after all */
    }
  }
  return { text, json: null, isJson: false };
}

async function toApiError(res: Response): Promise<ApiError> {
  const { text, json, isJson } = await readBody(res);
  const type = res.headers?.get?.('content-type') ?? '';
  let message = '';
  let code = '';
  if (isJson && json && typeof json === 'object') {
    const body = json as { message?: unknown; code?: unknown };
    if (typeof body.message === 'string') message = body.message;
    else if (Array.isArray(body.message)) message = body.message.join(', ');
    if (typeof body.code === 'string') code = body.code;
  } else if (text && type.includes('text/plain')) {
    message = text.trim();
  }
  if (!message && res.status === 429) message = TOO_MANY_REQUESTS_MESSAGE;
  return new ApiError(res.status, code, message || DEFAULT_ERROR_MESSAGE, res.statusText ?? '', isJson ? json : text);
}

// ---- token renewal -------------------------------------------------------------------------------

let refreshing: Promise<string | null> | null = null;

/** A 401 on an authenticated call: the session is over. */
function endSession(): void {
  removeToken();
  reloadPage();
}

async function callCheck(token: string): Promise<string | null> {
  const res = await fetch(apiPath(USER_ROUTES.base, USER_ROUTES.check), {
    method: 'GET',
    headers: { ...baseHeaders(), Authorization: `Bearer ${token}` },
  });
  if (!res.ok) throw await toApiError(res);
  const { json } = await readBody(res);
  const body = (json ?? {}) as Partial<CheckResultDto>;
  if (!body.success || !body.access_token) {
    throw new ApiError(res.status, '', 'Token check failed', res.statusText ?? '', json);
  }
  setToken(body.access_token);
  return body.access_token;
}

/**
 * Renews the token through GET /api/user/check. Concurrent callers share one request. Resolves with the new
 * token (or null without a token); rejects when the server refuses (ApiError) or cannot be reached.
 */
export function refreshToken(): Promise<string | null> {
  const token = getToken();
  if (!token) return Promise.resolve(null);
  if (!refreshing) {
    refreshing = callCheck(token).finally(() => {
      refreshing = null;
    });
  }
  return refreshing;
}

/** The token to send, renewed first when less than TOKEN_REFRESH_THRESHOLD_SECONDS of life remain. */
async function bearerToken(): Promise<string | null> {
  const token = getToken();
  if (!token) return null;
  const left = secondsLeft(token);
  if (left === null || left >= TOKEN_REFRESH_THRESHOLD_SECONDS) return token;
  try {
    return (await refreshToken()) ?? getToken();
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) {
      endSession();
      throw error;
    }
    // Server unreachable or refused to renew: the current token is still valid, try the call with it.
    return getToken();
  }
}

// ---- requests ------------------------------------------------------------------------------------

export async function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { json, form, auth = true, responseType = 'json', signal } = options;
  const method = options.method ?? (json !== undefined || form !== undefined ? 'POST' : 'GET');
  const headers = baseHeaders();
  let body: string | undefined;
  if (form !== undefined) {
    headers['Content-Type'] = 'application/x-www-form-urlencoded';
    body = encodeForm(form);
  } else if (json !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(json);
  }
  headers['Accept'] = responseType === 'json' ? 'application/json' : 'text/plain, */*';

  const token = auth ? await bearerToken() : null;
  if (token) headers['Authorization'] = `Bearer ${token}`;

  const res = await fetch(path, { method, headers, body, signal });
  if (!res.ok) {
    const error = await toApiError(res);
    if (res.status === 401 && token) endSession();
    throw error;
  }
  if (responseType === 'text') return (await res.text()) as T;
  const { json: parsed, text } = await readBody(res);
  return (parsed ?? (text === '' ? null : text)) as T;
}

export const api = {
  get: <T>(path: string, options: Omit<RequestOptions, 'method' | 'json' | 'form'> = {}) => request<T>(path, { ...options, method: 'GET' }),
  getText: (path: string, options: Omit<RequestOptions, 'method' | 'json' | 'form' | 'responseType'> = {}) =>
    request<string>(path, { ...options, method: 'GET', responseType: 'text' }),
  post: <T>(path: string, json?: unknown, options: Omit<RequestOptions, 'method' | 'json' | 'form'> = {}) =>
    request<T>(path, { ...options, method: 'POST', json }),
  put: <T>(path: string, json: unknown, options: Omit<RequestOptions, 'method' | 'json' | 'form'> = {}) =>
    request<T>(path, { ...options, method: 'PUT', json }),
  postForm: <T>(path: string, form: FormValues = {}, options: Omit<RequestOptions, 'method' | 'json' | 'form'> = {}) =>
    request<T>(path, { ...options, method: 'POST', form }),
  delete: <T>(path: string, options: Omit<RequestOptions, 'method' | 'json' | 'form'> = {}) =>
    request<T>(path, { ...options, method: 'DELETE' }),
};

/** What a screen shows for a failed call: the server's message of a refusal, or `fallback` when it sent none. */
export function errorText(error: unknown, fallback = 'That did not work. Please try again.'): string {
  return error instanceof ApiError && error.hasServerMessage ? groupXpIn(error.message) : fallback;
}
