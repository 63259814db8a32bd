import { randomUUID } from 'node:crypto';
import { ROLE } from '@grimhunt/contracts';
import { LEDGER_ACTIVITY, LedgerActivity } from '@grimhunt/api-economy';
import { IDENTITY_ACCOUNTS, IdentityAccounts } from '@grimhunt/api-identity';
import { startTestApp, TestApp } from '../testing/test-app';

/**
 * The daily analytics record counts players and active players through identity's and economy's ports instead of
 * joining their tables from payment: the answers must be those of the one-statement join it replaced.
 */
describe('player activity through the owners (analytics)', () => {
  let t: TestApp;
  const now = new Date();
  const ago = (ms: number) => new Date(now.getTime() - ms);
  const DAY = 86_400_000;
  const since = { dayAgo: ago(DAY), weekAgo: ago(7 * DAY), monthAgo: ago(30 * DAY) };

  beforeAll(async () => {
    t = await startTestApp();
    // name, role, last login (days ago, null: never), ledger movements (days ago)
    const players: [string, number, number | null, number[]][] = [
      ['fresh', ROLE.user, 0.1, []],
      ['trader', ROLE.user, 40, [3, 45]], // active by the ledger only, this week
      ['monthly', ROLE.betaUser, null, [20]],
      ['both', ROLE.user, 2, [0.5]], // the later of login and movement counts
      ['gone', ROLE.user, 40, [40]],
      ['never', ROLE.user, null, []],
      ['outlaw', ROLE.banned, 0.1, [0.1]], // not a player
      ['sleeper', ROLE.notActivated, null, []],
      ['future', ROLE.user, -1, []], // a clock ahead: after `now`, not counted as active
    ];
    const currency = randomUUID();
    for (const [name, role, login, moves] of players) {
      const id = randomUUID();
      await t.dataSource.query(
        `INSERT INTO user_account (id, name, email, password_hash, role, last_login_at) VALUES ($1, $2, $3, 'x', $4, $5)`,
        [id, name, `${name}@example.com`, role, login === null ? null : ago(login * DAY)],
      );
      for (const days of moves) {
        await t.dataSource.query(
          `INSERT INTO ledger (user_id, kind, ref_id, delta, balance_after, reason, created_at) VALUES ($1, 'currency', $2, 1, 1, 'test', $3)`,
          [id, currency, ago(days * DAY)],
        );
      }
    }
  });
  afterAll(() => t?.close());

  it('counts what the former join of user_account and ledger counted', async () => {
    const ledger = t.app.get<LedgerActivity>(LEDGER_ACTIVITY);
    const accounts = t.app.get<IdentityAccounts>(IDENTITY_ACCOUNTS);
    const counts = await accounts.countPlayers(now, since, await ledger.lastMovements(since.monthAgo, now));
    const [reference] = await t.dataSource.query(
      `WITH players AS (SELECT id, last_login_at FROM user_account WHERE role IN (1, 2, 100)),
            moved AS (SELECT user_id, max(created_at) AS at FROM ledger WHERE created_at > $2 AND created_at <= $1 GROUP BY user_id),
            seen AS (SELECT p.id, greatest(p.last_login_at, m.at) AS at FROM players p LEFT JOIN moved m ON m.user_id = p.id)
       SELECT (SELECT count(*) FROM players)::int AS users,
              count(*) FILTER (WHERE at > $4 AND at <= $1)::int AS day,
              count(*) FILTER (WHERE at > $3 AND at <= $1)::int AS week,
              count(*) FILTER (WHERE at > $2 AND at <= $1)::int AS month
         FROM seen`,
      [now, since.monthAgo, since.weekAgo, since.dayAgo],
    );
    expect(counts).toEqual({
      players: reference.users,
      activeDay: reference.day,
      activeWeek: reference.week,
      activeMonth: reference.month,
    });
    // And by hand: 8 players (7 above + the bootstrap admin, who never logged in here).
    expect(counts).toEqual({ players: 8, activeDay: 2, activeWeek: 3, activeMonth: 4 });
  });

  it("reads each player's latest movement in the window only", async () => {
    const moved = await t.app.get<LedgerActivity>(LEDGER_ACTIVITY).lastMovements(since.weekAgo, now);
    expect(moved).toHaveLength(3); // trader (3 days), both (12 h), outlaw
    for (const m of moved) expect(m.at.getTime()).toBeGreaterThan(since.weekAgo.getTime());
  });
});
