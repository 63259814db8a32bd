import { randomUUID } from 'node:crypto';
import { JwtService } from '@nestjs/jwt';
import { HuntAnswerDto } from '@grimhunt/contracts';
import { auditLedger, HUNT, itemIdByName, startTestApp, TestApp } from '@grimhunt/api-testing';

interface Seeded {
  id: string;
  token: string;
}

/**
 * Many players at once, fast: accounts, a trap and bait written in SQL (with their ledger rows, so the audit still
 * balances) and tokens signed with the test app's key, instead of 200 registrations and logins.
 */
async function seedHunters(t: TestApp, prefix: string, n: number, bait: number): Promise<Seeded[]> {
  const trap = await itemIdByName(t, 'Clockwork Soul Trap');
  const cheese = await itemIdByName(t, 'Grave Moss Cheese');
  const ids = Array.from({ length: n }, () => randomUUID());
  const names = ids.map((_, i) => `${prefix}${i}`);
  await t.dataSource.query(
    `INSERT INTO user_account (id, name, email, password_hash, role, xp, created_at)
     SELECT id, name, name || '@example.com', 'not-a-hash', 1, 0, now() FROM unnest($1::uuid[], $2::text[]) AS u(id, name)`,
    [ids, names],
  );
  for (const [itemId, amount] of [
    [trap, 1],
    [cheese, bait],
  ] as const) {
    await t.dataSource.query(`INSERT INTO inventory (user_id, item_id, amount) SELECT id, $2, $3 FROM unnest($1::uuid[]) AS u(id)`, [
      ids,
      itemId,
      amount,
    ]);
    await t.dataSource.query(
      `INSERT INTO ledger (user_id, kind, ref_id, delta, balance_after, reason) SELECT id, 'item', $2, $3, $3, 'grant' FROM unnest($1::uuid[]) AS u(id)`,
      [ids, itemId, amount],
    );
    await t.dataSource.query(`INSERT INTO equipment (user_id, setup_index, item_id) SELECT id, 0, $2 FROM unnest($1::uuid[]) AS u(id)`, [
      ids,
      itemId,
    ]);
  }
  const jwt = t.app.get(JwtService);
  return Promise.all(ids.map(async (id, i) => ({ id, token: await jwt.signAsync({ sub: id, name: names[i], role: 'user' }) })));
}

/** Runs `work` over `items` with at most `limit` at a time. */
async function pool<T, R>(items: T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const out: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: limit }, async () => {
      while (next < items.length) {
        const i = next++;
        out[i] = await work(items[i]);
      }
    }),
  );
  return out;
}

async function huntTotals(t: TestApp, userIds: string[]) {
  const [journal] = await t.dataSource.query(
    `SELECT count(*)::int AS hunts, count(DISTINCT user_id)::int AS players,
            coalesce(sum((SELECT sum((c->>'value')::int) FROM jsonb_array_elements(currencies) c WHERE c->>'name' = 'gold')), 0)::int AS gold,
            coalesce(sum(xp), 0)::int AS xp
       FROM journal_entry WHERE user_id = ANY($1::uuid[]) AND type = 8`,
    [userIds],
  );
  const [ledger] = await t.dataSource.query(
    `SELECT coalesce(sum(l.delta), 0)::int AS gold FROM ledger l JOIN currency c ON c.id = l.ref_id
      WHERE l.user_id = ANY($1::uuid[]) AND l.kind = 'currency' AND c.short_name = 'gold' AND l.reason = 'hunt'`,
    [userIds],
  );
  const [xp] = await t.dataSource.query(`SELECT sum(xp)::int AS xp FROM user_account WHERE id = ANY($1::uuid[])`, [userIds]);
  return { journal, ledgerGold: ledger.gold, accountXp: xp.xp };
}

describe('hunt under load: many players, several API processes', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp({ demoContent: true });
  });
  afterAll(() => t?.close());

  const hunt = (app: TestApp, token: string) => app.http.request<HuntAnswerDto>('POST', HUNT, { token });

  it('a burst of hunts by 200 players (each double-clicking) balances to the ledger', async () => {
    const players = await seedHunters(t, 'burst', 200, 3);
    const answers = await pool(players, 24, async (p) => Promise.all([hunt(t, p.token), hunt(t, p.token)]));
    for (const pair of answers) {
      expect(pair.map((r) => r.status)).toEqual([200, 200]);
      expect(pair.filter((r) => !r.body.cached)).toHaveLength(1);
      expect(pair.every((r) => r.body.huntResult === 'SuccessRegular')).toBe(true);
    }
    const ids = players.map((p) => p.id);
    const totals = await huntTotals(t, ids);
    expect(totals.journal).toMatchObject({ hunts: 200, players: 200 });
    expect(totals.ledgerGold).toBe(totals.journal.gold);
    expect(totals.accountXp).toBe(totals.journal.xp);
    const cheese = await itemIdByName(t, 'Grave Moss Cheese');
    const [bait] = await t.dataSource.query(
      `SELECT min(amount)::int AS lo, max(amount)::int AS hi FROM inventory WHERE user_id = ANY($1::uuid[]) AND item_id = $2`,
      [ids, cheese],
    );
    expect(bait).toEqual({ lo: 2, hi: 2 });
    await auditLedger(t);
  });

  it("a second click that waits more than 2 s on the lock of the hunt it repeats still gets that hunt's answer", async () => {
    const [p] = await seedHunters(t, 'slowlock', 1, 3);
    const cheese = await itemIdByName(t, 'Grave Moss Cheese');
    // Another transaction holds the bait row: the first click takes the player's locks, then waits on it for 2.5 s
    // (as under machine load); the second click arrives meanwhile and waits on the first one's lock.
    const blocker = t.dataSource.createQueryRunner();
    await blocker.connect();
    await blocker.startTransaction();
    try {
      await blocker.query(`SELECT amount FROM inventory WHERE user_id = $1 AND item_id = $2 FOR UPDATE`, [p.id, cheese]);
      const first = hunt(t, p.token);
      await new Promise((r) => setTimeout(r, 300));
      const second = hunt(t, p.token);
      await new Promise((r) => setTimeout(r, 2500));
      await blocker.commitTransaction();
      const pair = await Promise.all([first, second]);
      expect(pair.map((r) => [r.status, r.body.huntResult])).toEqual([
        [200, 'SuccessRegular'],
        [200, 'SuccessRegular'],
      ]);
      expect(pair.map((r) => r.body.cached)).toEqual([false, true]);
      expect(pair[1].body.journalEntry?.id).toBe(pair[0].body.journalEntry?.id);
    } finally {
      if (blocker.isTransactionActive) await blocker.rollbackTransaction();
      await blocker.release();
    }
  });

  it('two API processes on one database hunt for the same players: each hunt happens once', async () => {
    const second = await startTestApp({ demoContent: true }, t.databaseUrl);
    try {
      const players = await seedHunters(t, 'twin', 40, 2);
      const ids = players.map((p) => p.id);
      const round = () =>
        pool(players, 10, (p) => Promise.all([hunt(t, p.token), hunt(second, p.token), hunt(t, p.token), hunt(second, p.token)]));
      for (const set of await round()) {
        expect(set.map((r) => r.status)).toEqual([200, 200, 200, 200]);
        expect(set.filter((r) => !r.body.cached && r.body.huntResult === 'SuccessRegular')).toHaveLength(1);
      }
      expect((await huntTotals(t, ids)).journal.hunts).toBe(40);
      // Time passes for everyone; the second bait goes, then NoBait.
      await t.dataSource.query(`UPDATE hunter SET next_hunt_ms = 0, last_answer_ms = 0 WHERE user_id = ANY($1::uuid[])`, [ids]);
      await round();
      await t.dataSource.query(`UPDATE hunter SET next_hunt_ms = 0, last_answer_ms = 0 WHERE user_id = ANY($1::uuid[])`, [ids]);
      for (const set of await round()) for (const r of set) expect(r.body.huntResult).toBe('NoBait');
      const totals = await huntTotals(t, ids);
      expect(totals.journal.hunts).toBe(80);
      expect(totals.ledgerGold).toBe(totals.journal.gold);
      const cheese = await itemIdByName(t, 'Grave Moss Cheese');
      const [bait] = await t.dataSource.query(
        `SELECT max(amount)::int AS hi FROM inventory WHERE user_id = ANY($1::uuid[]) AND item_id = $2`,
        [ids, cheese],
      );
      expect(bait.hi).toBe(0);
      await auditLedger(t);
    } finally {
      await second.close();
    }
  });
});
