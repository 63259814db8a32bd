import { appendFileSync } from 'node:fs';
import fc from 'fast-check';
import { sha256 } from '@grimhunt/testing';
import { registeredRoutes } from '../testing/routes';
import { startTestApp, TestApp } from '../testing/test-app';

/**
 * The hostile-input sweep: every registered route, as anonymous, player and admin, with wrong types, huge and negative
 * numbers, long, unicode and NUL strings, injection strings, malformed JSON and forms. No answer may be a 5xx, and a
 * refused request (4xx) must change nothing (a fingerprint of the database before and after).
 * Each route and caller gets two fixed probes (every known field and query key set to a NUL string as a form; every
 * known field a wrong type as JSON) and FUZZ_RUNS (default 2) random samples picked by FUZZ_SEED (default 20261124).
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20261124);
const RUNS = Number(process.env.FUZZ_RUNS ?? 2);

interface Route {
  method: string;
  path: string;
}

/** Every controller method Nest registered. */
function routesOf(t: TestApp): Route[] {
  return registeredRoutes(t).map(({ method, path }) => ({ method, path }));
}

// ---------------------------------------------------------------------------------------------------------------
// Nasty values.

const NASTY_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  'admin\u0000',
  '%00',
  "' OR '1'='1' --",
  '"; DROP TABLE user_account; --',
  '1; SELECT pg_sleep(5)--',
  '${7*7}',
  '{{7*7}}',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  '../../../etc/passwd',
  '..%2f..%2fetc%2fpasswd',
  '-1',
  '0',
  '1e309',
  '-1e309',
  'NaN',
  'Infinity',
  '0x7fffffff',
  '99999999999999999999999',
  '1.5',
  'true',
  'null',
  'undefined',
  '[]',
  '{}',
  '__proto__',
  'constructor',
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  '\uD800',
  '\uFFFF',
  '\u202E',
  'Ω≈ç√∫˜µ≤≥÷',
  '👻💀🧛‍♂️',
  'ゴースト',
  'x'.repeat(5000),
  '👻'.repeat(2000),
  '\r\nX-Injected: 1',
  '%',
  '%%',
  '\\',
  '/',
];
const NASTY_NUMBERS = [
  0,
  -1,
  -0,
  1.5,
  -1.5,
  2 ** 31,
  -(2 ** 31),
  2 ** 53 + 2,
  -(2 ** 53) - 2,
  1e308,
  -1e308,
  Number.MAX_VALUE,
  Number.MIN_VALUE,
];
const KEYS = [
  'id',
  'userId',
  'itemId',
  'amount',
  'premium',
  'packageId',
  'paymentId',
  'additionalInfo',
  'mailId',
  'status',
  'toUserId',
  'message',
  'loot',
  'amountMin',
  'username',
  'password',
  'email',
  'collectionId',
  'newHuntingGroundId',
  'count',
  'options',
  'name',
  'q',
  'filter',
  'range',
  'sort',
  'deltaAmount',
  'remove',
  'challengeId',
  'picks',
  'currencies',
  'currencyEntries',
  'value',
  'role',
  'key',
  'searchTerm',
  'slotIndex',
  'token',
  'stats',
  'statEntries',
  'items',
  'visible',
  'price',
  '__proto__',
  'constructor',
  'prototype',
];

const nastyString = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...NASTY_STRINGS) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.uuid() },
);
const nastyNumber = fc.oneof(fc.constantFrom(...NASTY_NUMBERS), fc.integer(), fc.double({ noNaN: true }));
const nastyScalar = fc.oneof(nastyString, nastyNumber, fc.boolean(), fc.constant(null));
const nastyValue = fc.letrec((tie) => ({
  value: fc.oneof({ depthSize: 'small', withCrossShrink: true }, nastyScalar, tie('array'), tie('object')),
  array: fc.array(tie('value'), { maxLength: 4 }),
  object: fc.dictionary(fc.oneof(fc.constantFrom(...KEYS), nastyString), tie('value'), { maxKeys: 5 }),
})).value;
const nastyObject = fc.dictionary(fc.constantFrom(...KEYS), nastyValue, { minKeys: 1, maxKeys: 8 });

type Body =
  | { kind: 'none' }
  | { kind: 'json'; value: unknown }
  | { kind: 'raw'; contentType: string; text: string }
  | { kind: 'form'; pairs: [string, string][] };

const MALFORMED_JSON = [
  '{',
  '{"a":',
  '[1,2',
  '{"a":1}}',
  'nul',
  '{"a":"\u0000"}',
  '\u0000',
  '{"__proto__":{"admin":true}}',
  '{"constructor":{"prototype":{"x":1}}}',
  '"just a string"',
  '12345678901234567890',
  '[[[[[[[[[[[[[[[[[[[[]]]]]]]]]]]]]]]]]]]]',
];

const body: fc.Arbitrary<Body> = fc.oneof(
  { weight: 1, arbitrary: fc.constant({ kind: 'none' } as Body) },
  { weight: 4, arbitrary: nastyObject.map((value) => ({ kind: 'json', value }) as Body) },
  { weight: 1, arbitrary: nastyValue.map((value) => ({ kind: 'json', value }) as Body) },
  {
    weight: 2,
    arbitrary: fc.constantFrom(...MALFORMED_JSON).map((text) => ({ kind: 'raw', contentType: 'application/json', text }) as Body),
  },
  {
    weight: 3,
    arbitrary: fc
      .array(fc.tuple(fc.oneof(fc.constantFrom(...KEYS), nastyString), nastyString), { minLength: 1, maxLength: 8 })
      .map((pairs) => ({ kind: 'form', pairs }) as Body),
  },
  {
    weight: 1,
    arbitrary: fc
      .constantFrom(
        { contentType: 'text/plain', text: 'hello' },
        { contentType: 'multipart/form-data', text: '--x\r\n' },
        {
          contentType: 'multipart/form-data; boundary=x',
          text: '--x\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nnot a png\r\n--x--\r\n',
        },
        { contentType: 'application/x-www-form-urlencoded', text: '%%%&&&==' },
        { contentType: 'application/xml', text: '<?xml version="1.0"?><!DOCTYPE a [<!ENTITY x SYSTEM "file:///etc/passwd">]><a>&x;</a>' },
      )
      .map((raw) => ({ kind: 'raw', ...raw }) as Body),
  },
);

const QUERY_KEYS = ['filter', 'range', 'sort', 'q', 'page', 'perPage', 'id', 'userId', 'searchTerm'];

interface Sample {
  params: string[];
  query: [string, string][];
  body: Body;
}
const sample: fc.Arbitrary<Sample> = fc.record({
  params: fc.array(nastyString, { minLength: 4, maxLength: 4 }),
  query: fc.array(fc.tuple(fc.oneof(fc.constantFrom(...QUERY_KEYS), nastyString), nastyString), { maxLength: 3 }),
  body,
});

/** Percent-encodes the UTF-8 bytes (lone surrogates become U+FFFD, as a browser sends them). */
const pct = (text: string) =>
  [...Buffer.from(text, 'utf8')]
    .map((b) => (/[A-Za-z0-9_.~-]/.test(String.fromCharCode(b)) ? String.fromCharCode(b) : `%${b.toString(16).padStart(2, '0')}`))
    .join('');

/** The fixed probes every route and caller gets before the random samples. */
const PROBES: Sample[] = [
  {
    params: ['x\u0000', 'x\u0000', 'x\u0000', 'x\u0000'],
    query: QUERY_KEYS.map((k) => [k, 'x\u0000']),
    body: { kind: 'form', pairs: KEYS.map((k) => [k, 'x\u0000']) },
  },
  {
    params: ['-1', '1e309', 'not-a-uuid', '99999999999999999999'],
    query: QUERY_KEYS.map((k) => [k, '["id","ASC"]']),
    body: { kind: 'json', value: Object.fromEntries(KEYS.map((k, i) => [k, [{ $gt: '' }, [], -1e308, true, 'x'.repeat(3000)][i % 5]])) },
  },
];

/** The route's path with each `:param` replaced (URL-encoded; NUL becomes %00). */
function fill(path: string, params: string[]): string {
  let i = 0;
  return path.replace(/:[A-Za-z_]+/g, () => pct(params[i++ % params.length] || 'x'));
}

async function send(base: string, route: Route, s: Sample, token: string | null): Promise<{ status: number; text: string }> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  let payload: string | undefined;
  if (route.method !== 'GET' && route.method !== 'HEAD') {
    if (s.body.kind === 'json') {
      headers['content-type'] = 'application/json';
      payload = JSON.stringify(s.body.value) ?? 'null';
    } else if (s.body.kind === 'raw') {
      headers['content-type'] = s.body.contentType;
      payload = s.body.text;
    } else if (s.body.kind === 'form') {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      payload = new URLSearchParams(s.body.pairs).toString();
    }
  }
  const query = s.query.length ? `?${new URLSearchParams(s.query).toString()}` : '';
  const res = await fetch(`${base}${fill(route.path, s.params)}${query}`, {
    method: route.method,
    headers,
    body: payload,
    redirect: 'manual',
  });
  return { status: res.status, text: (await res.text()).slice(0, 300) };
}

// ---------------------------------------------------------------------------------------------------------------
// What a refused request must not change.

/** Tables that change on refused requests by design (limits and attempt counters) or by background jobs. */
const VOLATILE =
  /^(migrations|typeorm_metadata|analytics_day|max_stat.*|.*rate.*|.*limit.*|.*attempt.*|.*throttle.*|.*login.*|.*failure.*|hunt_challenge)$/;
/** Tables compared row by row (md5 of their contents), the others by row count. */
const HASHED: Record<string, string> = {
  user_account: 'SELECT id, name, email, password_hash, role, patreon_type, xp FROM user_account',
  wallet: 'SELECT * FROM wallet',
  inventory: 'SELECT * FROM inventory',
  equipment: 'SELECT * FROM equipment',
  mail: 'SELECT id, from_user_id, to_user_id, message, item_id, amount, claimed_at, returned_at FROM mail',
  payment: 'SELECT * FROM payment',
  item: 'SELECT * FROM item',
  setting: 'SELECT * FROM setting',
  premium_package: 'SELECT * FROM premium_package',
  hunter: 'SELECT * FROM hunter',
};

async function fingerprintQuery(t: TestApp): Promise<string> {
  const tables: string[] = (await t.dataSource.query(`SELECT tablename FROM pg_tables WHERE schemaname = 'public' ORDER BY 1`))
    .map((r: { tablename: string }) => r.tablename)
    .filter((name: string) => !VOLATILE.test(name));
  const parts = tables.map((name) =>
    HASHED[name]
      ? `SELECT '${name}' AS t, (SELECT md5(coalesce(string_agg(x::text, '|' ORDER BY x::text), '')) FROM (${HASHED[name]}) x) AS v`
      : `SELECT '${name}' AS t, (SELECT count(*)::text FROM "${name}") AS v`,
  );
  return parts.join(' UNION ALL ');
}

describe('fuzzing every route', () => {
  let t: TestApp;
  let fingerprintSql: string;
  const callers: { name: string; token: string | null }[] = [];

  beforeAll(async () => {
    t = await startTestApp({ demoContent: true });
    await t.http.postForm('/api/user/register', { username: 'fuzzer', password: sha256('secret12'), email: 'fuzzer@example.com' });
    await t.dataSource.query(`UPDATE user_account SET role = 1 WHERE name = 'fuzzer'`);
    callers.push(
      { name: 'anonymous', token: null },
      { name: 'player', token: await t.http.login('fuzzer', 'secret12') },
      { name: 'admin', token: await t.http.login('admin', 'admin') },
    );
    fingerprintSql = await fingerprintQuery(t);
  });
  afterAll(() => t?.close());

  const fingerprint = async () => JSON.stringify(await t.dataSource.query(fingerprintSql));

  it(
    'answers no 5xx and changes nothing when it refuses',
    async () => {
      const routes = routesOf(t);
      expect(routes.length).toBeGreaterThan(100);
      const samples = fc.sample(sample, { numRuns: routes.length * callers.length * RUNS, seed: SEED });
      const serverErrors: string[] = [];
      const changedOnRefusal: string[] = [];
      let sent = 0;
      let refused = 0;
      let unchecked = 0;
      let next = 0;
      // Anonymous first, admin last: nothing the admin does can take the player's token away before the player's turn.
      for (const caller of callers) {
        // A fingerprint is taken after each refused write that passed the access guard; refused reads and 401s are
        // checked together with the next such write (or at the end of the caller's turn). A success starts a new
        // baseline: refused reads and 401s just before it go unchecked (counted in `unchecked`).
        let before: string | null = await fingerprint();
        let pending: string[] = [];
        const check = async () => {
          const after = await fingerprint();
          if (before !== null && after !== before) changedOnRefusal.push(pending.join(' | or | '));
          before = after;
          pending = [];
        };
        for (const route of routes) {
          for (let run = 0; run < PROBES.length + RUNS; run++) {
            const s = run < PROBES.length ? PROBES[run] : samples[next++];
            before ??= await fingerprint();
            const res = await send(t.baseUrl, route, s, caller.token);
            sent++;
            const label = `${res.status} ${caller.name} ${route.method} ${route.path} ${JSON.stringify(s).slice(0, 300)}`;
            if (res.status >= 500) serverErrors.push(`${label} -> ${res.text}`);
            if (res.status >= 500 && process.env.FUZZ_REPORT)
              appendFileSync(process.env.FUZZ_REPORT, `${JSON.stringify({ caller: caller.name, route, sample: s, status: res.status })}\n`);
            if (res.status < 400) {
              unchecked += pending.length;
              pending = [];
              before = null;
              continue;
            }
            refused++;
            pending.push(label);
            if (route.method !== 'GET' && res.status !== 401) await check();
          }
        }
        if (pending.length > 0) await check();
      }
      // Deep JSON is its own probe: one request per caller, on a route that reads a JSON body.
      const deep = `${'['.repeat(10_000)}${']'.repeat(10_000)}`;
      for (const caller of callers) {
        const headers: Record<string, string> = {
          'content-type': 'application/json',
          ...(caller.token ? { authorization: `Bearer ${caller.token}` } : {}),
        };
        const res = await fetch(`${t.baseUrl}/api/mail`, { method: 'POST', headers, body: `{"message":${deep}}` });
        sent++;
        if (res.status >= 500) serverErrors.push(`${res.status} ${caller.name} POST /api/mail JSON nested 10,000 deep`);
      }
      console.log(
        `fuzz: ${routes.length} routes x ${callers.length} callers x (${PROBES.length} probes + ${RUNS} runs, seed ${SEED}): ${sent} requests, ${refused} refused (${unchecked} of them unchecked), ${serverErrors.length} 5xx, ${changedOnRefusal.length} changes on refusal`,
      );
      expect({ serverErrors, changedOnRefusal }).toEqual({ serverErrors: [], changedOnRefusal: [] });
    },
    Math.max(110_000, (RUNS + 2) * 40_000),
  );
});
