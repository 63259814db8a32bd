import { eventually, HUNT, hunterWithTrap, secondServer, startTestApp, TestApp } from '@grimhunt/api-testing';

const GETBASIC = '/api/clientUser/getbasic';

/** Waits until a statement containing `fragment` waits on a lock (seen in pg_stat_activity). */
async function waitsOnLock(t: TestApp, fragment: string): Promise<void> {
  await eventually(async () => {
    const [{ n }] = await t.dataSource.query(
      `SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock' AND strpos(query, $1) > 0`,
      [fragment],
    );
    return n > 0 ? true : undefined;
  });
}

/**
 * A new player's hunter row is made by whichever comes first: their first read of a player view (outside a
 * transaction) or their first hunt (inside one, after it locked the account row). Both must lock the account row
 * before they write the hunter row, or the two wait on each other until PostgreSQL ends one as a deadlock.
 */
describe("a new player's hunter row, made by a first read and a first hunt at once", () => {
  let a: TestApp;
  let b: TestApp;
  let admin: string;

  beforeAll(async () => {
    a = await startTestApp({ demoContent: true });
    b = await secondServer(a, { demoContent: true });
    admin = await a.http.login('admin', 'admin');
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('getbasic on one process and the hunt on the other both answer 200 when the hunt holds the account row first', async () => {
    const p = await hunterWithTrap(a, admin, 'Renfield');
    expect(await a.dataSource.query(`SELECT user_id FROM hunter WHERE user_id = $1`, [p.id])).toEqual([]);
    // Another request holds the account row (a buy, a mail), so the hunt's lock queues first and getbasic comes
    // after: when it is released, the hunt holds the account row while getbasic is about to write the hunter row.
    const holder = a.dataSource.createQueryRunner();
    await holder.connect();
    await holder.startTransaction();
    try {
      await holder.query(`SELECT id FROM user_account WHERE id = $1 FOR UPDATE`, [p.id]);
      const hunt = b.http.postForm(HUNT, {}, p.token);
      await waitsOnLock(a, 'FROM user_account WHERE id = $1 FOR UPDATE');
      const basic = a.http.get(GETBASIC, p.token);
      await waitsOnLock(a, 'INSERT INTO hunter (');
      await holder.commitTransaction();
      const [huntRes, basicRes] = await Promise.all([hunt, basic]);
      expect([huntRes.status, basicRes.status]).toEqual([200, 200]);
      expect(huntRes.body.huntResult).toBe('SuccessRegular');
      expect(basicRes.body.nextAllowedHuntTimeStamp).toBeGreaterThan(0);
    } finally {
      if (holder.isTransactionActive) await holder.rollbackTransaction();
      await holder.release();
    }
  });

  it('forty new players, each with a first getbasic and a first hunt at once on two processes: all answer 200', async () => {
    const players = [];
    for (let i = 0; i < 40; i++) players.push(await hunterWithTrap(a, admin, `Newcomer${i}`));
    const answers = await Promise.all(
      players.map((p, i) => {
        const [first, second] = i % 2 ? [a, b] : [b, a];
        return Promise.all([first.http.get(GETBASIC, p.token), second.http.postForm(HUNT, {}, p.token)]);
      }),
    );
    const statuses = answers.map(([basic, hunt]) => `${basic.status}/${hunt.status}`);
    expect(statuses.filter((s) => s !== '200/200')).toEqual([]);
    const [{ n }] = await a.dataSource.query(`SELECT count(*)::int AS n FROM hunter WHERE user_id = ANY($1::uuid[])`, [
      players.map((p) => p.id),
    ]);
    expect(n).toBe(40);
  });
});
