// ra-core is react-admin's headless core (installed with it); the providers use it so that they load without the UI kit.
import { fetchUtils, HttpError } from 'ra-core';
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

/**
 * The API's `errors` is a list of messages (`['enemies[0]: rangeMin must be <= rangeMax']`), while react-admin
 * reads `body.errors` as server-side field validation (`{ field: message }`): it would mark the form invalid
 * ("The form is not valid") instead of letting the form's own error handling run. The list is kept as `messages`.
 */
export function withoutListErrors(error: unknown): unknown {
  if (!(error instanceof HttpError)) return error;
  const body = error.body as Record<string, unknown> | undefined;
  if (!body || !Array.isArray(body['errors'])) return error;
  const { errors, ...rest } = body;
  return new HttpError(error.message, error.status, { ...rest, messages: errors });
}

/** fetchJson with the API headers; rejects with an HttpError whose message is the server's `message`. */
export async function httpClient(url: string, options: fetchUtils.Options = {}) {
  try {
    return await fetchUtils.fetchJson(url, { ...options, headers: apiHeaders(options.headers) });
  } catch (error) {
    throw withoutListErrors(error);
  }
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
