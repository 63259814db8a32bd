import { CovenActionDto, CovenDto } from '@grimhunt/contracts';
import { newPlayer, Player, setGold, startTestApp, TestApp } from '@grimhunt/api-testing';

/** Two API processes on one database: the last seat of a coven goes to exactly one of 40 players. */
describe('covens across two processes', () => {
  let a: TestApp;
  let b: TestApp;
  let admin: string;

  beforeAll(async () => {
    a = await startTestApp({ demoContent: true, rateLimits: false });
    b = await startTestApp({ demoContent: false, rateLimits: false }, a.databaseUrl);
    admin = await a.http.login('admin', 'admin');
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('fills a coven with one seat left to 12 exactly when 40 players join at once', async () => {
    const cap = await newPlayer(a, 'racecap');
    await setGold(a, admin, cap.id, 1000);
    const coven = (await a.http.postJson<CovenActionDto>('/api/covens', { name: 'Lastseat', motto: '', open: true }, cap.token)).body
      .coven!;
    for (let i = 0; i < 10; i++) {
      const p = await newPlayer(a, `seat${i}`);
      expect((await a.http.postJson(`/api/covens/${coven.id}/join`, {}, p.token)).status).toBe(200);
    }
    const racers: Player[] = [];
    for (let i = 0; i < 40; i++) racers.push(await newPlayer(a, `racer${i}`));

    const answers = await Promise.all(
      racers.map((p, i) => (i % 2 ? b : a).http.postJson<{ code?: string }>(`/api/covens/${coven.id}/join`, {}, p.token)),
    );
    expect(answers.filter((r) => r.status === 200)).toHaveLength(1);
    expect(answers.filter((r) => r.status === 409 && r.body.code === 'COVENS.FULL')).toHaveLength(39);

    const members = (await b.http.get<CovenDto>(`/api/covens/${coven.id}`, cap.token)).body.members;
    expect(members).toHaveLength(12);
    const [{ n, count }] = await a.dataSource.query(
      `SELECT (SELECT count(*)::int FROM coven_member WHERE coven_id = $1) AS n, member_count AS count FROM coven WHERE id = $1`,
      [coven.id],
    );
    expect({ n, count }).toEqual({ n: 12, count: 12 });
  });
});
