// The floods of `npm run chaos` (docs/chaos.md, "Floods"): logins with random names over many connections, then
// wrong current passwords from one player over 32 parallel connections, each while a prober loads the game as a new
// visitor would (index.html, then its main JS bundle, as the API serves them) and another player hunts. The probes'
// p99 must stay under 1 s. Loopback only; every loop ends at its deadline.
import { createHash, randomBytes } from 'node:crypto';

const sha256 = (text) => createHash('sha256').update(text).digest('hex');
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
export const PROBE_P99_LIMIT_MS = 1000;

function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

function summary(samples) {
  const sorted = [...samples].sort((a, b) => a - b);
  return { n: sorted.length, p50: percentile(sorted, 50), p99: percentile(sorted, 99), max: sorted[sorted.length - 1] ?? NaN };
}

const fmt = (s) => (s.n ? `p50 ${s.p50.toFixed(0)} ms, p99 ${s.p99.toFixed(0)} ms, max ${s.max.toFixed(0)} ms (${s.n})` : 'no samples');

async function timed(url, init) {
  const start = performance.now();
  const res = await fetch(url, { ...init, signal: AbortSignal.timeout(30_000) });
  const body = await res.arrayBuffer();
  return { ms: performance.now() - start, status: res.status, bytes: body.byteLength, text: () => Buffer.from(body).toString('utf8') };
}

/** The main bundle named by the player's index.html, or null when the player app is not built. */
async function bundlePath(api) {
  const page = await timed(`${api.base}/`);
  if (page.status !== 200) return null;
  const match = /<script[^>]+src="(\/assets\/[^"]+\.js)"/.exec(page.text());
  return match ? match[1] : null;
}

/**
 * Probes until `until`: index.html and the bundle (a first visit), then one hunt of `hunter` (its timer moved back
 * first, so every probe is a real hunt; `recordHunt` books it for the audit: the answer's body, null when the
 * outcome is unknown, undefined when refused). Answers the latencies per kind.
 */
async function probe(apis, hunter, rewind, recordHunt, bundle, until) {
  const out = { page: [], bundle: [], hunt: [], errors: 0, why: {} };
  const failed = (what) => {
    out.errors++;
    out.why[what] = (out.why[what] ?? 0) + 1;
  };
  let i = 0;
  while (Date.now() < until) {
    const api = apis[i++ % apis.length];
    try {
      if (bundle) {
        const page = await timed(`${api.base}/`);
        const js = await timed(`${api.base}${bundle}`);
        if (page.status !== 200) failed(`index.html ${page.status}`);
        if (js.status !== 200) failed(`bundle ${js.status}`);
        out.page.push(page.ms);
        out.bundle.push(js.ms);
      }
      await rewind(hunter);
      let hunt;
      try {
        hunt = await timed(`${api.base}/api/huntrefactored/hunt`, { method: 'POST', headers: { authorization: `Bearer ${hunter.token}` } });
      } catch (error) {
        recordHunt(null);
        throw error;
      }
      recordHunt(hunt.status === 200 ? JSON.parse(hunt.text()) : hunt.status >= 500 ? null : undefined);
      if (hunt.status !== 200) failed(`hunt ${hunt.status} ${hunt.text().slice(0, 80)}`);
      out.hunt.push(hunt.ms);
    } catch (error) {
      failed(`${error?.cause?.code ?? error?.name ?? 'error'}`);
    }
    await sleep(100);
  }
  return out;
}

/** `connections` loops sending `request()` until `until`; answers the count of each status. */
async function flood(connections, until, request) {
  const statuses = {};
  await Promise.all(
    Array.from({ length: connections }, async (_, c) => {
      while (Date.now() < until) {
        let status = 'error';
        try {
          status = String((await request(c)).status);
        } catch {
          /* counted as error */
        }
        statuses[status] = (statuses[status] ?? 0) + 1;
      }
    }),
  );
  return statuses;
}

const form = (fields) => ({
  'content-type': 'application/x-www-form-urlencoded',
  body: new URLSearchParams(fields).toString(),
});

async function post(url, fields, token) {
  const { body, ...headers } = form(fields);
  if (token) headers.authorization = `Bearer ${token}`;
  const res = await fetch(url, { method: 'POST', headers, body, signal: AbortSignal.timeout(30_000) });
  await res.arrayBuffer();
  return res;
}

/**
 * Runs the quiet baseline and the two floods. `world.players[0]` is the password guesser, `world.players[1]` the
 * other player who hunts (`prepare` gives it bait for every probe first). Answers report lines and failures (a probe's p99 at or above 1 s, or no bundle).
 */
export async function runFloods({ apis, world, prepare, rewind, recordHunt, short, say }) {
  const seconds = Number(process.env.CHAOS_FLOOD_SECONDS ?? (short ? 5 : 15));
  const loginConnections = Number(process.env.CHAOS_FLOOD_CONNECTIONS ?? (short ? 16 : 64));
  const lines = [];
  const failures = [];
  const bundle = await bundlePath(apis[0]);
  if (!bundle) failures.push('floods: the player app is not built (npm run build:player), so its first load cannot be measured');
  const [guesser, hunter] = world.players;
  await prepare(hunter);

  const phases = [
    ['quiet', async () => ({})],
    [
      `login flood (${loginConnections} connections, random names)`,
      (until) =>
        flood(loginConnections, until, (c) =>
          post(`${apis[c % apis.length].base}/api/user/login`, {
            username: `flood${randomBytes(6).toString('hex')}`,
            password: sha256(randomBytes(8).toString('hex')),
          }),
        ),
    ],
    [
      'password-change flood (32 parallel, wrong current password, one player)',
      (until) =>
        flood(32, until, (c) =>
          post(
            `${apis[c % apis.length].base}/api/user/UpdatePassword`,
            { userId: guesser.id, currPw: sha256(`wrong${randomBytes(4).toString('hex')}`), newPw: sha256('never-set') },
            guesser.token,
          ),
        ),
    ],
  ];
  for (const [name, load] of phases) {
    const until = Date.now() + seconds * 1000;
    say(`flood phase: ${name} for ${seconds} s`);
    const [statuses, probes] = await Promise.all([
      load(until),
      probe(apis, hunter, rewind, (body) => recordHunt(hunter, body), bundle, until),
    ]);
    const page = summary(probes.page);
    const js = summary(probes.bundle);
    const hunt = summary(probes.hunt);
    const answered = Object.entries(statuses)
      .map(([status, n]) => `${status}: ${n}`)
      .join(', ');
    lines.push(`flood: ${name}${answered ? ` (answers ${answered})` : ''}`);
    if (bundle) {
      lines.push(`  index.html         ${fmt(page)}`);
      lines.push(`  main bundle        ${fmt(js)}`);
    }
    lines.push(`  another's hunt     ${fmt(hunt)}`);
    if (probes.errors)
      lines.push(
        `  probe errors       ${probes.errors}: ${Object.entries(probes.why)
          .map(([why, n]) => `${why} (${n})`)
          .join(', ')}`,
      );
    for (const [label, s] of [
      ['index.html', page],
      ['main bundle', js],
      ["another player's hunt", hunt],
    ]) {
      if (s.n && s.p99 >= PROBE_P99_LIMIT_MS)
        failures.push(`floods: ${label} p99 ${s.p99.toFixed(0)} ms during ${name} (limit ${PROBE_P99_LIMIT_MS} ms)`);
    }
    if (probes.errors) failures.push(`floods: ${probes.errors} probe(s) failed during ${name}`);
    if (statuses['500']) failures.push(`floods: ${statuses['500']} answers 500 during ${name}`);
  }
  return { lines, failures };
}
