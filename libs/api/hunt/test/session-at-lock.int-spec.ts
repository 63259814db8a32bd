import { HuntAnswerDto, ROLE } from '@grimhunt/contracts';
import { SESSION_VALIDATOR } from '@grimhunt/api-kernel';
import { sha256 } from '@grimhunt/testing';
import { countStatements, HUNT, hunterWithTrap, newPlayer, rewind, startTestApp, TestApp } from '@grimhunt/api-testing';

/**
 * The hunt routes confirm a session this process has not seen on the user row the hunt locks first: no read of the
 * account of its own, and the same refusals (401, 403) as every other route, before anything is read or written.
 */
describe('a hunt confirms the session on its own user lock', () => {
  let t: TestApp;
  let admin: string;

  beforeAll(async () => {
    t = await startTestApp({ demoContent: true });
    admin = await t.http.login('admin', 'admin');
  });
  afterAll(() => t?.close());

  /** This process forgets what it knew of the account's session, as a process that has not served it lately. */
  function unseen(userId: string): void {
    (t.app.get(SESSION_VALIDATOR, { strict: false }) as unknown as { forget(id: string): void }).forget(userId);
  }

  const sessionReads = (statements: string[]) => statements.filter((q) => /^SELECT role, token_version FROM user_account/.test(q));

  /** What a refused hunt must leave as it was. */
  async function huntState(userId: string) {
    const [row] = await t.dataSource.query(
      `SELECT h.hunt_requests, h.next_hunt_ms, h.last_answer_ms,
              (SELECT count(*)::int FROM journal_entry WHERE user_id = $1) AS journal,
              (SELECT count(*)::int FROM ledger WHERE user_id = $1) AS ledger
         FROM hunter h WHERE h.user_id = $1`,
      [userId],
    );
    return row;
  }

  it('a sounded hunt reads no session of its own and leaves the session known to the next request', async () => {
    const p = await hunterWithTrap(t, admin, 'unseenhunter', 5);
    await t.http.get('/api/clientUser/getme', p.token);
    // The first hunt on a ground after a catalogue change stores its replay context once per process (a statement of
    // its own): another player's hunt does that here.
    const first = await hunterWithTrap(t, admin, 'firsthunter', 1);
    expect((await t.http.postForm<HuntAnswerDto>(HUNT, {}, first.token)).status).toBe(200);

    // Seen: getme reads its three rows, no session.
    unseen(p.id);
    const cold = await countStatements(() => t.http.get('/api/clientUser/getme', p.token));
    expect(cold.result.status).toBe(200);
    expect(sessionReads(cold.statements)).toHaveLength(1);

    unseen(p.id);
    const hunt = await countStatements(() => t.http.postForm<HuntAnswerDto>(HUNT, {}, p.token));
    expect(hunt.result.status).toBe(200);
    expect(hunt.result.body.huntResult).toBe('SuccessRegular');
    expect(sessionReads(hunt.statements)).toEqual([]);
    expect({ count: hunt.count, roundTrips: hunt.roundTrips }).toEqual({ count: 8, roundTrips: 3 });

    // The hunt's lock read the account's role and token version: the next request needs no read of it.
    const after = await countStatements(() => t.http.get('/api/clientUser/getme', p.token));
    expect(after.result.status).toBe(200);
    expect(sessionReads(after.statements)).toEqual([]);

    // The quick, chrono and coffin hunts take the same path (here: a quick hunt, with the trap ready again).
    await rewind(t, p.id, 16 * 60_000);
    unseen(p.id);
    const quick = await countStatements(() => t.http.get<HuntAnswerDto>('/api/Game/quickhunt', p.token));
    expect(quick.result.body.huntResult).toBe('SuccessRegular');
    expect(sessionReads(quick.statements)).toEqual([]);
  });

  it('a token older than a password change gets 401 on every hunt route, and nothing is counted or written', async () => {
    const p = await hunterWithTrap(t, admin, 'revokedhunter', 5);
    expect((await t.http.postForm<HuntAnswerDto>(HUNT, {}, p.token)).body.huntResult).toBe('SuccessRegular');
    await rewind(t, p.id, 16 * 60_000);
    const changed = await t.http.postForm(
      '/api/user/UpdatePassword',
      { userId: p.id, currPw: sha256('secret12'), newPw: sha256('secret34') },
      p.token,
    );
    expect(changed.status).toBe(200);
    const before = await huntState(p.id);
    for (const send of [
      () => t.http.postForm(HUNT, {}, p.token),
      () => t.http.get('/api/Game/quickhunt', p.token),
      () => t.http.get('/api/Game/chronohunt', p.token),
      () => t.http.get('/api/Game/coffinhunt', p.token),
    ]) {
      unseen(p.id);
      const refused = await send();
      expect({ status: refused.status, message: refused.body.message }).toEqual({
        status: 401,
        message: 'Your session has ended, please log in again',
      });
    }
    expect(await huntState(p.id)).toEqual(before);

    // The new password's token hunts.
    const fresh = await t.http.login(p.name, 'secret34');
    unseen(p.id);
    expect((await t.http.postForm<HuntAnswerDto>(HUNT, {}, fresh)).body.huntResult).toBe('SuccessRegular');
  });

  it('a deleted account gets 401, a role the game does not admit 403, and a bad token 401 before any statement', async () => {
    const gone = await hunterWithTrap(t, admin, 'deletedhunter', 5);
    expect((await t.http.delete(`/api/user/${gone.id}`, admin)).status).toBe(200);
    unseen(gone.id);
    const deleted = await t.http.postForm(HUNT, {}, gone.token);
    expect({ status: deleted.status, message: deleted.body.message }).toEqual({
      status: 401,
      message: 'Your session has ended, please log in again',
    });

    // A role changed in the database without a new token version (as the tests' activation does): the lock's read
    // decides, as the guard's own read would.
    const banned = await newPlayer(t, 'bannedhunter', { role: ROLE.banned });
    unseen(banned.id);
    const refused = await countStatements(() => t.http.postForm(HUNT, {}, banned.token));
    expect(refused.result.status).toBe(403);
    // Refused on the first round trip's answers: no holdings or hunt rows sent, the first hunter row made in passing
    // rolled back with the rest.
    expect(refused.statements.filter((q) => /economy_apply_holdings|INSERT INTO journal_entry|SET xp/.test(q))).toEqual([]);
    expect(refused.statements.at(-1)).toBe('ROLLBACK');
    expect(await t.dataSource.query(`SELECT 1 FROM hunter WHERE user_id = $1`, [banned.id])).toEqual([]);

    const forged = await countStatements(() => t.http.postForm(HUNT, {}, `${banned.token.slice(0, -2)}xx`));
    expect(forged.result.status).toBe(401);
    expect(forged.count).toBe(0);
  });
});
