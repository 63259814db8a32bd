#!/usr/bin/env node
// `npm run chaos` (docs/chaos.md): two API processes on one PostgreSQL, a bounded mixed load from many players
// through both, kill -9 of one API process and of PostgreSQL in the middle, restarts, then an audit of the database
// against what the clients were told. Exits non-zero when anything was lost, duplicated, negative, off the ledger,
// not replayable, or when a 5xx came outside the fault windows. Before the audit, floods (logins, password changes)
// while the game's first load and another player's hunt are measured (tools/chaos/floods.mjs): p99 under 1 s.
// `--short` / CHAOS_SHORT=1: the CI version (< 2 min).
// Loopback only; every loop is bounded; everything started here is stopped, also on failure.
import { createHash, randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { Api, freePort, killChildren, Postgres } from './cluster.mjs';
import { audit } from './audit.mjs';
import { runFloods } from './floods.mjs';
import { marketLoad } from './market-load.mjs';

const short = process.argv.includes('--short') || process.env.CHAOS_SHORT === '1';
const PLAYERS = Number(process.env.CHAOS_PLAYERS ?? (short ? 16 : 48));
const ROUNDS = Number(process.env.CHAOS_ROUNDS ?? (short ? 6 : 16));
const CONCURRENCY = Number(process.env.CHAOS_CONCURRENCY ?? 24);
const KILL_API_ROUND = Math.max(1, Math.floor(ROUNDS / 3));
const KILL_PG_ROUND = Math.max(KILL_API_ROUND + 1, Math.floor((2 * ROUNDS) / 3));
const HOUR = 3_600_000;
const GRACE_MS = 3000;
const sha256 = (text) => createHash('sha256').update(text).digest('hex');
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const t0 = Date.now();
const elapsed = () => `${((Date.now() - t0) / 1000).toFixed(1)} s`;
const say = (line) => console.log(`[chaos ${elapsed()}] ${line}`);

// ---------------------------------------------------------------------------------------------------------------
// What the clients saw.

const stats = { operations: 0, byOp: {}, errors: {}, refusals: {}, unexpected5xx: [] };
const faults = []; // { from, to } windows in which errors are expected
/** Whether a request that ran from `start` to `end` overlapped a fault window (plus a grace period after it). */
const inFault = (start, end) => faults.some((f) => end >= f.from && start <= (f.to ?? Infinity) + GRACE_MS);

/** Per operation kind and player: acknowledged and unknown outcomes (sent, answer lost: it may or may not have happened). */
const books = {};
function book(op, player, field, amount = 1) {
  const perOp = (books[op] ??= {});
  const entry = (perOp[player] ??= { acked: 0, unknown: 0 });
  entry[field] += amount;
}
const ackedIds = {
  hunt: new Map(),
  mailSend: new Map(),
  mailClaim: new Map(),
  collection: new Map(),
  payment: new Map(),
  marketOrder: new Map(),
  marketCancel: new Map(),
  /** `${sounder journal entry id}:${friend id}`: a friend the sounder's answer says it took along. */
  partyTaken: new Map(),
  /** Taken-along journal entries a refused HUNT answer showed ("Hunted with ..."). */
  takenAlongShown: new Map(),
};
const ackedOnce = (kind, id, player) => ackedIds[kind].set(id, { player, times: (ackedIds[kind].get(id)?.times ?? 0) + 1 });

/**
 * One HTTP call. Outcome: 'ok' (2xx/3xx), 'refused' (4xx: nothing happened), 'down' (connection refused: nothing
 * sent), 'unknown' (reset, timeout or 5xx: the server may or may not have committed).
 */
async function call(api, method, path, { token, form, json, op, audit = false } = {}) {
  const headers = { accept: 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  let body;
  if (form) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    body = new URLSearchParams(Object.entries(form).map(([k, v]) => [k, String(v)])).toString();
  }
  if (json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(json);
  }
  if (!audit) stats.operations++;
  if (op) stats.byOp[op] = (stats.byOp[op] ?? 0) + 1;
  const at = Date.now();
  let res;
  try {
    res = await fetch(`${api.base}${path}`, { method, headers, body, redirect: 'manual', signal: AbortSignal.timeout(20_000) });
  } catch (error) {
    const code = error?.cause?.code ?? error?.name ?? 'error';
    const kind = code === 'ECONNREFUSED' ? 'connection refused' : `connection lost (${code})`;
    stats.errors[kind] = (stats.errors[kind] ?? 0) + 1;
    return { outcome: code === 'ECONNREFUSED' ? 'down' : 'unknown', status: 0, body: null };
  }
  const text = await res.text().catch(() => '');
  let parsed = null;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    parsed = text;
  }
  if (res.status >= 500) {
    const kind = `HTTP ${res.status}`;
    stats.errors[kind] = (stats.errors[kind] ?? 0) + 1;
    if (!inFault(at, Date.now()))
      stats.unexpected5xx.push(
        `${method} ${path} via ${api.name} at ${((at - t0) / 1000).toFixed(1)} s: ${res.status} ${text.slice(0, 160)}`,
      );
    return { outcome: 'unknown', status: res.status, body: parsed };
  }
  if (res.status >= 400) {
    if (audit) return { outcome: 'refused', status: res.status, body: parsed };
    const kind = `${res.status} ${parsed?.code ?? ''}`.trim();
    stats.refusals[kind] = (stats.refusals[kind] ?? 0) + 1;
    return { outcome: 'refused', status: res.status, body: parsed };
  }
  return { outcome: 'ok', status: res.status, body: parsed };
}

/** Runs `tasks` (functions) with at most `limit` in flight. */
async function pool(tasks, limit) {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, tasks.length) }, async () => {
      while (next < tasks.length) await tasks[next++]();
    }),
  );
}

// ---------------------------------------------------------------------------------------------------------------
// Start-up.

const dir = mkdtempSync(join(tmpdir(), 'grimhunt-chaos-'));
const external = process.env.DATABASE_URL;
const postgres = external ? null : new Postgres(dir);
let apis = [];
const market = marketLoad({ call, ackedOnce, book, apis: () => apis });
let db = null;
let exitCode = 1;
let flooded = { lines: [], failures: [] };

async function cleanup() {
  await db?.end().catch(() => {});
  await Promise.all(apis.map((a) => a.stop().catch(() => {})));
  killChildren();
  await postgres?.stop().catch(() => {});
  if (process.env.CHAOS_KEEP !== '1') rmSync(dir, { recursive: true, force: true });
}
process.on('SIGINT', () => {
  say('interrupted');
  cleanup().finally(() => process.exit(130));
});
process.on('exit', killChildren);

async function connectDb(url) {
  const client = new pg.Client({ connectionString: url });
  client.on('error', () => {}); // a killed PostgreSQL closes this connection; reconnected after the restart
  await client.connect();
  return client;
}

async function main() {
  say(
    `${short ? 'short' : 'full'} run: ${PLAYERS} players, ${ROUNDS} rounds, kill -9 of API b in round ${KILL_API_ROUND}, of PostgreSQL in round ${KILL_PG_ROUND}${external ? ' (skipped: DATABASE_URL given)' : ''}`,
  );
  if (postgres) await postgres.start({ fresh: true });
  const databaseUrl = external ?? postgres.url;
  const env = {
    DATABASE_URL: databaseUrl,
    RATE_LIMITS: 'off',
    NODE_ENV: 'development',
    LOG_LEVEL: 'warn',
    // Code that asks the pool for a second connection inside a transaction fails its request at once (a 5xx the
    // report names), instead of stalling a process only when every connection happens to do it at the same time.
    DB_GUARD_NESTED: 'on',
    DATA_DIR: join(dir, 'data'),
    JWT_SECRET: sha256(`chaos-${randomUUID()}`),
    DEMO_CONTENT: 'true',
    PAYMENT_PROVIDER: 'sandbox',
    // The load plays like a bot on purpose: the picture puzzle would stop it. Tested on its own.
    HUNT_CHALLENGE_EVERY: '0',
  };
  apis = [new Api('a', await freePort(), env, dir), new Api('b', await freePort(), env, dir)];
  say(`API a up in ${await apis[0].start()} ms (migrations, demo content)`);
  db = await connectDb(databaseUrl);
  // API b boots while the players are made through API a.
  const [bMs, world] = await Promise.all([apis[1].start(), setUp()]);
  say(`API b up in ${bMs} ms; set up ${world.players.length} players`);

  for (let round = 1; round <= ROUNDS; round++) {
    const load = runRound(world, round);
    if (round === KILL_API_ROUND) await killApi(apis[1]);
    if (round === KILL_PG_ROUND && postgres) await killPostgres();
    await load;
    await rewindHunts(world);
    say(`round ${round}/${ROUNDS} done: ${stats.operations} operations so far`);
  }
  // Both processes up again before the map's end, the floods and the audit.
  for (const api of apis) await waitHealthy(api);
  await settleMap(world);
  flooded = await runFloods({
    apis,
    world,
    short,
    say,
    // Every probe hunts: bait for all of them, granted with its ledger row like the set-up's.
    prepare: (player) => grantItem(player.id, world.ids.cheese, 2000),
    rewind: (player) => rewindHunts({ players: [player] }),
    recordHunt: (player, body) => {
      if (body === null) book('hunt', player.id, 'unknown');
      else if (body?.journalEntry?.id) ackedOnce('hunt', body.journalEntry.id, player.id);
    },
  });
  if (process.env.CHAOS_SABOTAGE === '1') await sabotage(world);
  const report = await audit({ db, apis, world, books, ackedIds, admin: world.admin, call });
  return finish(report);
}

/** CHAOS_SABOTAGE=1: proves the audit can fail (the ledger, payments, party hunts, séance maps). */
async function sabotage(world) {
  const p = world.players[0];
  await q(`INSERT INTO ledger (user_id, kind, ref_id, delta, balance_after, reason) VALUES ($1, 'item', $2, 1, 1, 'sabotage')`, [
    p.id,
    world.ids.cheese,
  ]);
  await q(`INSERT INTO ledger (user_id, kind, ref_id, delta, balance_after, reason, reference)
           SELECT user_id, kind, ref_id, delta, balance_after, reason, reference FROM ledger WHERE reason = 'payment' LIMIT 1`);
  // Hunting together: one taken-along hunt recorded twice, one séance chest paid twice, one map ghost credited without
  // its map's count.
  await q(`INSERT INTO journal_entry (id, user_id, type, at_ms, enemy_id, hunt_result, strategy, seed, xp, currencies, loot, data)
           SELECT gen_random_uuid(), user_id, type, at_ms, enemy_id, hunt_result, strategy, seed, xp, currencies, loot, data
             FROM journal_entry WHERE data ? 'huntedWith' LIMIT 1`);
  await q(`INSERT INTO ledger (user_id, kind, ref_id, delta, balance_after, reason, reference)
           SELECT user_id, kind, ref_id, delta, balance_after, reason, reference FROM ledger
            WHERE reason IN ('seance-map-chest', 'seance-map-consolation') AND kind = 'currency' LIMIT 1`);
  await q(`UPDATE social_seance_ghost SET caught_at = now(), caught_by = m.owner_id, caught_by_name = 'sabotage' FROM social_seance_map m
            WHERE m.id = social_seance_ghost.map_id
              AND (social_seance_ghost.map_id, social_seance_ghost.enemy_id) =
                  (SELECT map_id, enemy_id FROM social_seance_ghost WHERE caught_at IS NULL LIMIT 1)`);
  say(
    'sabotaged: one ledger row without its balance, one payment delivered twice, one party hunt and one chest twice, one map ghost miscounted',
  );
}

async function waitHealthy(api, timeoutMs = 60_000) {
  const start = Date.now();
  while (Date.now() - start < timeoutMs) {
    try {
      if ((await fetch(`${api.base}/api/health`, { signal: AbortSignal.timeout(2000) })).ok) return;
    } catch {
      /* not yet */
    }
    await sleep(200);
  }
  throw new Error(`API ${api.name} is not healthy`);
}

async function killApi(api) {
  await sleep(150); // in the middle of the round's load
  const window = { from: Date.now(), to: null };
  faults.push(window);
  await api.kill9();
  say(`kill -9 API ${api.name}; restarting it while the load goes on`);
  const ms = await api.start();
  window.to = Date.now();
  say(`API ${api.name} back in ${ms} ms`);
}

async function killPostgres() {
  await sleep(150);
  const window = { from: Date.now(), to: null };
  faults.push(window);
  const pid = await postgres.kill9();
  say(`kill -9 PostgreSQL (postmaster ${pid})`);
  await sleep(1000);
  await postgres.start();
  say('PostgreSQL restarted (crash recovery)');
  await db.end().catch(() => {});
  db = await connectDb(postgres.url);
  for (const api of apis) await waitHealthy(api);
  // The API pools drop their dead connections on first use; give them a moment.
  await sleep(500);
  window.to = Date.now();
}

// ---------------------------------------------------------------------------------------------------------------
// The world: demo items and players.

async function q(sql, params) {
  return (await db.query(sql, params)).rows;
}

async function itemByName(name) {
  const rows = await q(`SELECT id FROM item WHERE name = $1`, [name]);
  if (!rows[0]) throw new Error(`demo item ${name} not found`);
  return rows[0].id;
}

async function setUp() {
  const admin = (await call(apis[0], 'POST', '/api/user/login', { form: { username: 'admin', password: sha256('admin') } })).body
    ?.access_token;
  if (!admin) throw new Error('admin login failed');
  const ids = {
    cheese: await itemByName('Grave Moss Cheese'),
    trap: await itemByName('Clockwork Soul Trap'),
    boneDust: await itemByName('Bone Dust'),
    ecto: await itemByName('Ectoplasmic Residue').catch(() => null),
    raven: await itemByName('Raven Feather').catch(() => null),
    coin: await itemByName("Hangman's Coin").catch(() => null),
    collection: await itemByName('Gallows Collection'),
  };
  // The crafted item: a recipe without unlock, made of items the players are given.
  const [brew] = await q(`
    SELECT i.id, array_agg(m.mat_item_id) AS mats, array_agg(m.amount) AS amounts FROM item i JOIN item_crafting_mat m ON m.item_id = i.id
     WHERE i.unlock_recipe_item_id IS NULL AND i.req_xp = 0 AND i.visible GROUP BY i.id ORDER BY i.name LIMIT 1`);
  ids.brew = brew?.id ?? null;
  ids.brewMats = brew ? brew.mats.map((m, i) => ({ itemId: m, amount: brew.amounts[i] })) : [];
  const trophies = (await q(`SELECT trophy_item_id FROM item_trophy WHERE item_id = $1`, [ids.collection])).map((r) => r.trophy_item_id);
  const [barrel] = await q(`SELECT id FROM premium_package WHERE name = 'Plasma Barrel'`);
  ids.package = barrel?.id ?? null;

  const players = [];
  const [{ id: gold }] = await q(`SELECT id FROM currency WHERE short_name = 'gold'`);
  const grants = [
    [ids.trap, 1],
    [ids.cheese, 200],
    [ids.boneDust, 200],
    ...ids.brewMats.map((m) => [m.itemId, 200]),
    ...trophies.map((t) => [t, 5]),
  ].filter(([itemId], i, all) => itemId && all.findIndex(([other]) => other === itemId) === i);
  const make = async (i) => {
    const name = `chaos${i}`;
    const api = apis[0];
    const reg = await call(api, 'POST', '/api/user/register', {
      form: { username: name, password: sha256('secret12'), email: `${name}@chaos.local` },
    });
    if (reg.outcome !== 'ok') throw new Error(`register ${name}: ${reg.status} ${JSON.stringify(reg.body)}`);
    await q(`UPDATE user_account SET role = 1, xp = 1000 WHERE name = $1`, [name]);
    const token = (await call(api, 'POST', '/api/user/login', { form: { username: name, password: sha256('secret12') } })).body
      ?.access_token;
    if (!token) throw new Error(`login ${name} failed`);
    const [{ id }] = await q(`SELECT id FROM user_account WHERE name = $1`, [name]);
    // Gold and items by SQL, each with its ledger row (as tools/bench does), so the ledger audit holds.
    await q(
      `WITH w AS (
               INSERT INTO wallet (user_id, currency_id, amount) VALUES ($1, $2, 100000000)
               ON CONFLICT (user_id, currency_id) DO UPDATE SET amount = wallet.amount + 100000000 RETURNING amount)
             INSERT INTO ledger (user_id, kind, ref_id, delta, balance_after, reason) SELECT $1, 'currency', $2, 100000000, amount, 'chaos-setup' FROM w`,
      [id, gold],
    );
    for (const [itemId, amount] of grants) await grantItem(id, itemId, amount);
    for (const item of [ids.trap, ids.cheese]) {
      const res = await call(api, 'GET', `/api/game/equip/${item}`, { token });
      if (res.outcome !== 'ok') throw new Error(`equip for ${name}: ${res.status} ${JSON.stringify(res.body)}`);
    }
    players.push({ i, name, id, token });
  };
  await pool(
    Array.from({ length: PLAYERS }, (_, i) => () => make(i)),
    8,
  );
  players.sort((a, b) => a.i - b.i);
  const together = await setUpTogether(players, ids);
  // Set-up calls are not part of the load's figures.
  stats.operations = 0;
  stats.byOp = {};
  return { admin, ids, players, trophies, together };
}

/** The hunting party's and the séance map's players: two groups of five (fewer when the run has fewer players). */
const PARTY_GROUP = 5;

/**
 * Hunting together, set up as players do it: the first five players befriend each other (each pair asks both ways
 * through the friend request route: the second request makes the friendship) and turn the party switch on; the next
 * five befriend each other, travel to the second ground (so the grounds they visited hold enough ghosts), and the
 * first of them starts a séance map from a Candle-Stub scroll (granted by SQL with its ledger row, as the other
 * set-up items) and invites the other four, who join.
 */
async function setUpTogether(players, ids) {
  const api = apis[0];
  const party = players.slice(0, PARTY_GROUP);
  const seance = players.slice(PARTY_GROUP, 2 * PARTY_GROUP);
  const must = (what, res) => {
    if (res.outcome !== 'ok') throw new Error(`${what}: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body;
  };
  const befriend = async (group) => {
    for (const [k, a] of group.entries())
      for (const b of group.slice(k + 1)) {
        must(
          `${a.name} asks ${b.name}`,
          await call(api, 'POST', '/api/social/friends/requests', { token: a.token, json: { name: b.name } }),
        );
        const back = must(
          `${b.name} asks ${a.name}`,
          await call(api, 'POST', '/api/social/friends/requests', { token: b.token, json: { name: a.name } }),
        );
        if (back.status !== 'friends') throw new Error(`${a.name} and ${b.name} are not friends: ${JSON.stringify(back)}`);
      }
  };
  await befriend(party);
  for (const p of party)
    must(`party switch of ${p.name}`, await call(api, 'PUT', '/api/social/party', { token: p.token, json: { enabled: true } }));
  if (seance.length < 2) return { party, seance: [], mapId: null };
  await befriend(seance);
  const grounds = await q(`
    SELECT g.id FROM hunting_ground g JOIN region r ON r.id = g.region_id
     WHERE g.visible AND r.visible ORDER BY r.sequence, g.sequence LIMIT 2`);
  for (const p of seance)
    must(`${p.name} travels`, await call(api, 'POST', '/api/Game/travel', { token: p.token, form: { newHuntingGroundId: grounds[1].id } }));
  ids.scroll = await itemByName('Candle-Stub Séance Scroll');
  const [owner, ...guests] = seance;
  await grantItem(owner.id, ids.scroll, 1);
  const map = must(
    'start a séance map',
    await call(api, 'POST', '/api/social/maps', { token: owner.token, json: { scrollItemId: ids.scroll } }),
  );
  const mapId = map.id ?? map.map?.id;
  for (const g of guests) {
    must(`invite ${g.name}`, await call(api, 'POST', `/api/social/maps/${mapId}/invite`, { token: owner.token, json: { name: g.name } }));
    must(`${g.name} joins`, await call(api, 'POST', `/api/social/maps/${mapId}/join`, { token: g.token }));
  }
  return { party, seance, mapId };
}

/**
 * The séance map's end, raced: its expiry is moved into the past by SQL (time passing, as the hunts' timers are
 * rewound), then every member lists its maps through both processes at once, each list settling the due map: the
 * consolation chests must be paid once.
 */
async function settleMap(world) {
  const { seance, mapId } = world.together;
  if (!mapId) return;
  await q(
    `UPDATE social_seance_map SET created_at = created_at - interval '8 days', expires_at = expires_at - interval '8 days' WHERE id = $1`,
    [mapId],
  );
  await Promise.all(seance.flatMap((p) => apis.map((via) => call(via, 'GET', '/api/social/maps', { token: p.token, op: 'map list' }))));
}

/** Items by SQL with their ledger row (as tools/bench does), so the ledger audit holds. */
async function grantItem(userId, itemId, amount) {
  await q(
    `WITH i AS (
             INSERT INTO inventory (user_id, item_id, amount) VALUES ($1, $2, $3)
             ON CONFLICT (user_id, item_id) DO UPDATE SET amount = inventory.amount + $3 RETURNING amount)
           INSERT INTO ledger (user_id, kind, ref_id, delta, balance_after, reason) SELECT $1, 'item', $2, $3, amount, 'chaos-setup' FROM i`,
    [userId, itemId, amount],
  );
}

/**
 * Hunts are repeatable under the 15-minute cooldown because the players' hunt timers are moved an hour into the past
 * between rounds (as the integration tests' `rewind` helper does): the database clock then says the trap is ready.
 */
async function rewindHunts(world) {
  await q(
    `UPDATE hunter SET next_hunt_ms = next_hunt_ms - $2, last_answer_ms = last_answer_ms - $2, chrono_recharge_ms = chrono_recharge_ms - $2
      WHERE user_id = ANY($1::uuid[])`,
    [world.players.map((p) => p.id), HOUR],
  );
}

// ---------------------------------------------------------------------------------------------------------------
// The load.

const pick = (list, rnd) => list[Math.floor(rnd() * list.length)];

function rng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function runRound(world, round) {
  const rnd = rng(round * 7919);
  const tasks = [];
  for (const p of world.players) {
    const api = () => pick(apis, rnd);
    tasks.push(() => hunt(p, api(), rnd() < 0.3 ? api() : null));
    tasks.push(() => trade(p, api(), 'buy', world.ids.cheese, 1 + Math.floor(rnd() * 3)));
    if (rnd() < 0.6) tasks.push(() => trade(p, api(), 'sell', world.ids.cheese, 1));
    if (world.ids.brew && rnd() < 0.6) tasks.push(() => trade(p, api(), 'craft', world.ids.brew, 1));
    if (rnd() < 0.7) {
      const to = pick(
        world.players.filter((o) => o !== p),
        rnd,
      );
      tasks.push(() => sendMail(p, api(), to, world.ids.boneDust, 1 + Math.floor(rnd() * 2)));
    }
    tasks.push(() => claimMails(p, api()));
    if (round <= 2 || rnd() < 0.2) tasks.push(() => claimCollection(p, world.ids.collection));
    if (world.ids.package && rnd() < 0.35) tasks.push(() => pay(p, api(), world.ids.package));
    if (rnd() < 0.6) {
      const order = {
        itemId: world.ids.boneDust,
        side: rnd() < 0.5 ? 'buy' : 'sell',
        price: 18 + Math.floor(rnd() * 5),
        amount: 1 + Math.floor(rnd() * 3),
      };
      tasks.push(() => market.order(p, api(), order));
    }
    if (rnd() < 0.3) tasks.push(() => market.cancel(p, api()));
  }
  // Interleave players' operations.
  for (let i = tasks.length - 1; i > 0; i--) {
    const j = Math.floor(rnd() * (i + 1));
    [tasks[i], tasks[j]] = [tasks[j], tasks[i]];
  }
  return pool(tasks, CONCURRENCY);
}

async function hunt(p, api, twin) {
  const one = async (via) => {
    const res = await call(via, 'POST', '/api/huntrefactored/hunt', { token: p.token, op: 'hunt' });
    // Refused on a cooldown a friend's hunt started: the answer shows that taken-along hunt, not a hunt of its own.
    if (res.outcome === 'ok' && res.body?.takenAlong && res.body?.journalEntry?.id)
      ackedOnce('takenAlongShown', res.body.journalEntry.id, p.id);
    else if (res.outcome === 'ok' && res.body?.journalEntry?.id) {
      ackedOnce('hunt', res.body.journalEntry.id, p.id);
      for (const friend of res.body.party ?? []) ackedOnce('partyTaken', `${res.body.journalEntry.id}:${friend.userId}`, friend.userId);
    }
    if (res.outcome === 'unknown') book('hunt', p.id, 'unknown');
  };
  await Promise.all([one(api), twin ? one(twin) : null]);
}

async function trade(p, api, kind, itemId, amount) {
  const res = await call(api, 'POST', '/api/game/buysell', {
    token: p.token,
    op: kind,
    form: { itemId, amount: kind === 'sell' ? -amount : amount, premium: false },
  });
  if (res.outcome === 'ok') book(kind, p.id, 'acked', amount);
  if (res.outcome === 'unknown') book(kind, p.id, 'unknown', amount);
}

async function sendMail(p, api, to, itemId, amount) {
  const res = await call(api, 'POST', '/api/mail', {
    token: p.token,
    op: 'mail send',
    json: { toUserId: to.id, message: `chaos ${randomUUID().slice(0, 8)}`, loot: { itemId, amountMin: amount } },
  });
  if (res.outcome === 'ok' && res.body?.mail?.id) ackedOnce('mailSend', res.body.mail.id, p.id);
  if (res.outcome === 'unknown') book('mailSend', p.id, 'unknown');
}

/** Claims every unclaimed attachment in the inbox, each through both processes at once: one may win. */
async function claimMails(p, api) {
  const inbox = await call(api, 'GET', '/api/mail/GetMyMail', { token: p.token, op: 'mail read' });
  if (inbox.outcome !== 'ok') return;
  const open = (inbox.body?.inbox ?? []).filter((m) => m.loot && !m.claimed && !m.returned).slice(0, 3);
  for (const mail of open) {
    await Promise.all(
      apis.map(async (via) => {
        const res = await call(via, 'POST', '/api/mail/claim', { token: p.token, op: 'mail claim', form: { mailId: mail.id } });
        if (res.outcome === 'ok') ackedOnce('mailClaim', mail.id, p.id);
      }),
    );
  }
}

/** Claims the collection through both processes at once: exactly one claim may ever succeed. */
async function claimCollection(p, collectionId) {
  await Promise.all(
    apis.map(async (via) => {
      const res = await call(via, 'POST', '/api/game/ClaimCollection', { token: p.token, op: 'collection claim', form: { collectionId } });
      if (res.outcome === 'ok') ackedOnce('collection', `${p.id}:${collectionId}`, p.id);
    }),
  );
}

/** A sandbox payment: create, approve (delivers through the notification), then check it on both processes at once. */
async function pay(p, api, packageId) {
  const created = await call(api, 'POST', '/api/payment/', { token: p.token, op: 'payment', json: { packageId, additionalInfo: '' } });
  if (created.outcome !== 'ok') return;
  const payment = created.body;
  const approve = payment.paypalOrder?.links?.find((l) => l.rel === 'approve')?.href;
  if (!approve) return;
  // The approval link carries the order's owner key (`?key=`): the sandbox approves only for the buyer.
  const link = new URL(approve, api.base);
  const path = `${link.pathname}/approve${link.search}`;
  const approved = await call(pick(apis, Math.random), 'POST', path, { token: p.token, op: 'payment approve' });
  const checks = await Promise.all(
    apis.map((via) =>
      call(via, 'POST', '/api/payment/CheckOnPayment', { token: p.token, op: 'payment check', json: { paymentId: payment.id } }),
    ),
  );
  if (approved.outcome === 'ok' || checks.some((c) => c.outcome === 'ok' && c.body?.completed)) ackedOnce('payment', payment.id, p.id);
}

// ---------------------------------------------------------------------------------------------------------------
// Report.

function finish(report) {
  const failures = [...report.failures, ...flooded.failures];
  if (stats.unexpected5xx.length > 0)
    failures.push(`${stats.unexpected5xx.length} 5xx outside the fault windows, e.g. ${stats.unexpected5xx.slice(0, 3).join(' | ')}`);
  console.log('');
  console.log('== chaos report ==');
  console.log(`mode                 ${short ? 'short' : 'full'} (${PLAYERS} players, ${ROUNDS} rounds, 2 API processes, ${elapsed()})`);
  console.log(
    `operations           ${stats.operations}  ${Object.entries(stats.byOp)
      .map(([k, v]) => `${k} ${v}`)
      .join(', ')}`,
  );
  console.log(
    `faults               kill -9 API b (round ${KILL_API_ROUND}), kill -9 PostgreSQL (round ${KILL_PG_ROUND})${external ? ' skipped (DATABASE_URL)' : ''}`,
  );
  console.log(
    `errors by kind       ${
      Object.entries(stats.errors)
        .map(([k, v]) => `${k}: ${v}`)
        .join(', ') || 'none'
    }`,
  );
  console.log(`5xx outside faults   ${stats.unexpected5xx.length}`);
  console.log(
    `refusals (4xx)       ${
      Object.entries(stats.refusals)
        .map(([k, v]) => `${k}: ${v}`)
        .join(', ') || 'none'
    }`,
  );
  for (const line of flooded.lines) console.log(line);
  for (const line of report.lines) console.log(line);
  console.log(`lost                 ${report.lost}`);
  console.log(`duplicated           ${report.duplicated}`);
  if (failures.length > 0) {
    console.log('');
    console.log('FAILED:');
    for (const f of failures) console.log(`  - ${f}`);
    return 1;
  }
  console.log('');
  console.log('OK');
  return 0;
}

try {
  exitCode = await main();
} catch (error) {
  console.error(`[chaos] aborted: ${error?.stack ?? error}`);
  for (const api of apis) {
    try {
      console.error(`--- last lines of ${api.logFile} ---\n${readFileSync(api.logFile, 'utf8').split('\n').slice(-15).join('\n')}`);
    } catch {
      /* no log */
    }
  }
  exitCode = 1;
} finally {
  await cleanup();
}
process.exit(exitCode);
