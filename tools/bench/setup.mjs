// The bench's shared setup: the server's embedded PostgreSQL (address and a client) and the JSON calls through the
// API's own routes (login, the admin's item search, any JSON or form request) that every part uses to prepare its load.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';

/**
 * Where the server's embedded PostgreSQL listens and its superuser's password: the port is line 4 of postmaster.pid,
 * the socket's folder line 5 (empty when it has none), the password is in DATA_DIR/pg-password.
 */
export function embeddedAddress(dataDir) {
  const lines = readFileSync(join(dataDir, 'pg', 'postmaster.pid'), 'utf8').split('\n');
  const password = readFileSync(join(dataDir, 'pg-password'), 'utf8').trim();
  return { port: Number(lines[3]), socketDir: lines[4]?.trim() || null, password };
}

/** A pg client on the server's embedded PostgreSQL, over its Unix socket when it has one. */
export async function connectEmbedded(dataDir) {
  const { port, socketDir, password } = embeddedAddress(dataDir);
  const client = new pg.Client({ host: socketDir ?? '127.0.0.1', port, user: 'postgres', password, database: 'grimhunt' });
  await client.connect();
  return client;
}

/**
 * One API call: `form` is sent as a form, `body` as JSON, POST when either is given (or `method`). Answers the parsed
 * JSON (null for an empty answer) and throws on a status other than 2xx, with the answer's text.
 */
export async function json(base, path, { token, form, body, method } = {}) {
  const headers = { accept: 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  let payload;
  if (form) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    payload = new URLSearchParams(form).toString();
  }
  if (body) {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(body);
  }
  const verb = method ?? (payload ? 'POST' : 'GET');
  const res = await fetch(`${base}${path}`, { method: verb, headers, body: payload });
  const text = await res.text();
  if (!res.ok) throw new Error(`${verb} ${path}: ${res.status} ${text}`);
  return text ? JSON.parse(text) : null;
}

export async function login(base, username, passwordDigest) {
  return (await json(base, '/api/user/login', { form: { username, password: passwordDigest } })).access_token;
}

/** An item's id by its exact name, through the back office's item search. */
export async function itemId(base, adminToken, name) {
  const found = await json(base, `/api/item/search?searchTerm=${encodeURIComponent(name)}`, { token: adminToken });
  return found.items.find((i) => i.name === name).id;
}
