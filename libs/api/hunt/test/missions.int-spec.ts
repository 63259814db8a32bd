import { HuntAnswerDto, JOURNAL_TYPES, MISSION_MESSAGES, MissionDto } from '@grimhunt/contracts';
import { auditLedger, goldOf, HUNT, hunterWithTrap, journalCount, rewind, SimpleRest, startTestApp, TestApp } from '@grimhunt/api-testing';

const HOUR = 3_600_000;
const settle = () => new Promise((r) => setTimeout(r, 1100)); // game reads see catalogue writes within a second

describe('missions (demo content, Gallows Hill reduced to one ghost)', () => {
  let t: TestApp;
  let admin: string;
  let rest: SimpleRest;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    t = await startTestApp({ demoContent: true });
    admin = await t.http.login('admin', 'admin');
    rest = new SimpleRest(t, admin);
    const [g] = await t.dataSource.query(`SELECT id, region_id FROM hunting_ground WHERE name = 'Gallows Hill'`);
    const [chapel] = await t.dataSource.query(`SELECT id FROM hunting_ground WHERE name = 'Whispering Chapel'`);
    const [shade] = await t.dataSource.query(`SELECT id FROM enemy WHERE name = 'Hangman''s Shade'`);
    const [table] = await t.dataSource.query(`SELECT id FROM hunting_table WHERE hunting_ground_id = $1`, [g.id]);
    Object.assign(ids, { gallows: g.id, region: g.region_id, chapel: chapel.id, shade: shade.id });
    const res = await rest.update('huntingtable', table.id, { enemies: [{ enemyId: shade.id, rangeMin: 0, rangeMax: 9999 }] });
    if (res.status !== 200) throw new Error(`table: ${res.status} ${res.text}`);
    await settle();
  });
  afterAll(() => t?.close());

  const hunt = (token: string) => t.http.request<HuntAnswerDto>('POST', HUNT, { token });
  const mission = (token: string) => t.http.get<MissionDto>('/api/ClientMission', token);

  it('is active with objectives and an end; completing it pays the reward exactly once (type 4), then the next one waits', async () => {
    const p = await hunterWithTrap(t, admin, 'agent', 10);
    const m = (await mission(p.token)).body;
    expect(m).toMatchObject({ state: 'active', missionsDisabled: false, huntingGround: { id: ids.gallows }, message: null });
    expect(m.objectives).toEqual([expect.objectContaining({ caught: 0, goal: 5, enemy: expect.objectContaining({ id: ids.shade }) })]);
    expect(m.reward.currencyEntries).toEqual([expect.objectContaining({ shortName: 'gold', value: 160 })]);
    expect(m.endTimestamp! - m.startTimstamp!).toBe(24 * HOUR);
    expect(m.startTimstamp).toBeLessThanOrEqual(m.currentTimeStamp);

    let huntGold = 0;
    let rewardEntries = 0;
    for (let i = 1; i <= 6; i++) {
      const a = (await hunt(p.token)).body;
      expect(a.huntResult).toBe('SuccessRegular');
      huntGold += JSON.parse(a.journalEntry!.data.reward!).currencyEntries.find((c: { name: string }) => c.name === 'gold').value;
      const reward = a.extraEntries.filter((e) => e.type === JOURNAL_TYPES.missionReward);
      rewardEntries += reward.length;
      if (i === 5) {
        expect(reward).toHaveLength(1);
        expect(JSON.parse(reward[0].data.reward!).currencyEntries).toEqual([{ name: 'gold', value: 160 }]);
        expect(JSON.parse(reward[0].data.progress!)).toEqual([{ enemyName: "Hangman's Shade", caught: 5, goal: 5 }]);
      } else if (i < 5) {
        expect((await mission(p.token)).body.objectives[0].caught).toBe(i);
      }
      await rewind(t, p.id, 16 * 60_000);
    }
    expect(rewardEntries).toBe(1);
    expect(await goldOf(t, p.id)).toBe(huntGold + 160);
    const ledger = await t.dataSource.query(`SELECT delta::int FROM ledger WHERE user_id = $1 AND reason = 'mission'`, [p.id]);
    expect(ledger).toEqual([{ delta: 160 }]);
    const next = (await mission(p.token)).body;
    expect(next.state).toBe('waiting');
    expect(next.startTimstamp! - next.currentTimeStamp).toBeGreaterThan(HOUR - 60_000);
    await auditLedger(t);
  });

  it('after an expired mission the next one is generated; the forced ground is used when set', async () => {
    const p = await hunterWithTrap(t, admin, 'latecomer', 2);
    expect((await mission(p.token)).body.state).toBe('active');
    await t.dataSource.query(
      `UPDATE mission SET start_ms = start_ms - 30 * $2::bigint, end_ms = end_ms - 30 * $2::bigint WHERE user_id = $1`,
      [p.id, HOUR],
    );
    const forced = await rest.make('setting', { key: 'ForceMissionHuntingGround', value: `${ids.region}__${ids.chapel}` });
    await settle();
    const m = (await mission(p.token)).body;
    expect(m).toMatchObject({ state: 'active', huntingGround: { id: ids.chapel, name: 'Whispering Chapel' } });
    expect(m.objectives.length).toBeGreaterThan(0);
    const [{ n }] = await t.dataSource.query(`SELECT count(*)::int AS n FROM mission WHERE user_id = $1`, [p.id]);
    expect(n).toBe(2);
    // Concurrent reads generate nothing more.
    await Promise.all([mission(p.token), mission(p.token), mission(p.token)]);
    const [{ n: after }] = await t.dataSource.query(`SELECT count(*)::int AS n FROM mission WHERE user_id = $1`, [p.id]);
    expect(after).toBe(2);
    expect((await rest.delete('setting', forced.id)).status).toBe(200);
    await settle();
  });

  it('is suspended when MissionsEnabled is not true, and hunts do not count then', async () => {
    const p = await hunterWithTrap(t, admin, 'idle', 2);
    expect((await mission(p.token)).body).toMatchObject({ state: 'active', huntingGround: { id: ids.gallows } });
    await rest.make('setting', { key: 'MissionsEnabled', value: 'false' });
    await settle();
    try {
      expect((await mission(p.token)).body).toMatchObject({
        state: 'suspended',
        missionsDisabled: true,
        message: MISSION_MESSAGES.suspended,
        objectives: [],
      });
      expect((await hunt(p.token)).body.huntResult).toBe('SuccessRegular');
      const [row] = await t.dataSource.query(`SELECT objectives FROM mission WHERE user_id = $1`, [p.id]);
      expect(row.objectives.every((o: { caught: number }) => o.caught === 0)).toBe(true);
      expect(await journalCount(t, p.id, JOURNAL_TYPES.missionReward)).toBe(0);
    } finally {
      await rest.make('setting', { key: 'MissionsEnabled', value: 'true' });
    }
  });
});
