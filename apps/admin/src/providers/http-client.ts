// ra-core is react-admin's headless core (installed with it); the providers use it so that they load without the UI kit.
import { fetchUtils } from 'ra-core';
import { APP_KEY_HEADER, APP_VERSION, VERSION_HEADER } from '@grimhunt/contracts';
import { APP_KEY } from '../config/env';
import { readToken } from '../lib/token';

/** Headers every back office call carries: application key, client version and the bearer token. */
export function apiHeaders(init?: HeadersInit): Headers {
  const headers = new Headers(init);
  if (!headers.has('Accept')) headers.set('Accept', 'application/json');
  headers.set(APP_KEY_HEADER, APP_KEY);
  headers.set(VERSION_HEADER, APP_VERSION);
  const token = readToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  return headers;
}

/** fetchJson with the API headers; rejects with an HttpError whose message is the server's `message`. */
export function httpClient(url: string, options: fetchUtils.Options = {}) {
  return fetchUtils.fetchJson(url, { ...options, headers: apiHeaders(options.headers) });
}

/** Form-encoded POST (the legacy user routes take `application/x-www-form-urlencoded`). */
export function postForm(url: string, fields: Record<string, string | number | boolean>) {
  const body = new URLSearchParams();
  for (const [key, value] of Object.entries(fields)) body.set(key, String(value));
  return httpClient(url, {
    method: 'POST',
    body: body.toString(),
    headers: new Headers({ 'Content-Type': 'application/x-www-form-urlencoded' }),
  });
}
