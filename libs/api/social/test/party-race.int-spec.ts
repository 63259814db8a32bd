import { HuntAnswerDto } from '@grimhunt/contracts';
import {
  auditLedger,
  befriend,
  HUNT,
  hunt,
  huntEntries,
  hunterWithTrap,
  Player,
  readyFriend,
  rewind,
  secondServer,
  startTestApp,
  TestApp,
} from '@grimhunt/api-testing';
import { openStream } from './social.test-helpers';

describe('the hunting party across two API processes', () => {
  let a: TestApp;
  let b: TestApp;
  let admin: string;

  beforeAll(async () => {
    a = await startTestApp({ demoContent: true });
    b = await secondServer(a);
    admin = await a.http.login('admin', 'admin');
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('the taken-along friend hears of it on their stream on the other process within 2 s', async () => {
    const sounder = await hunterWithTrap(a, admin, 'Abraham');
    const friend = await readyFriend(a, admin, 'Jonathan');
    await befriend(a, sounder, friend);
    const stream = await openStream(b, friend.token);
    try {
      const answer = await hunt(a, sounder);
      expect(answer.party.map((m) => m.userId)).toEqual([friend.id]);
      const [entry] = await huntEntries(a, friend.id);
      const event = await stream.next((e) => e.type === 'party-hunt', 2_000);
      expect(event).toEqual({
        type: 'party-hunt',
        by: { userId: sounder.id, name: 'Abraham' },
        huntResult: answer.party[0].huntResult,
        enemyName: answer.party[0].enemyName,
        journalEntryId: entry.id,
      });
    } finally {
      await stream.close();
    }
  });

  it('friends who all sound at the same moment on two processes never deadlock, and each hunts exactly once a round', async () => {
    const players: Player[] = [];
    for (const name of ['Dracula', 'Carmilla', 'Orlok', 'Ruthven']) players.push(await readyFriend(a, admin, name, 40));
    for (let i = 0; i < players.length; i++) for (let j = i + 1; j < players.length; j++) await befriend(a, players[i], players[j]);
    const entries = async () => Promise.all(players.map(async (p) => (await huntEntries(a, p.id)).length));
    let counts = await entries();
    let partyHunts = 0;
    for (let round = 0; round < 8; round++) {
      for (const p of players) await rewind(a, p.id, 16 * 60_000);
      const answers = await Promise.all(players.map((p, i) => (i % 2 === 0 ? a : b).http.postForm<HuntAnswerDto>(HUNT, {}, p.token)));
      // No deadlock, no lock wait error: every request answered.
      expect(answers.map((r) => r.status)).toEqual(players.map(() => 200));
      const sounded = answers.filter((r) => r.body.journalEntry && !r.body.takenAlong);
      const takenAlong = answers.filter((r) => r.body.takenAlong);
      // Everybody hunted once: on their own, or taken along by a friend (and then told so when they pressed).
      expect(sounded.length + takenAlong.length).toBe(players.length);
      expect(sounded.reduce((n, r) => n + r.body.party.length, 0)).toBe(takenAlong.length);
      for (const r of takenAlong) expect(r.body.huntResult).toBe('OnCooldown');
      const next = await entries();
      expect(next).toEqual(counts.map((n) => n + 1));
      counts = next;
      partyHunts += takenAlong.length;
    }
    // Over eight rounds at least one party formed (a friend's rows are skipped only while another hunt holds them).
    expect(partyHunts).toBeGreaterThan(0);
    await auditLedger(a);
  });
});
