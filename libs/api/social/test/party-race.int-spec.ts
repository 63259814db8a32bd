import { HuntAnswerDto } from '@grimhunt/contracts';
import { PgChannelListener } from '@grimhunt/api-kernel';
import {
  auditLedger,
  befriend,
  eventually,
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
    // The other process's LISTEN connection: the notification as it travels between processes.
    const heard: string[] = [];
    const stop = await b.app.get(PgChannelListener).subscribe('grimhunt_social', { notify: (payload) => heard.push(payload) });
    try {
      const answer = await hunt(a, sounder);
      expect(answer.party.map((m) => m.userId)).toEqual([friend.id]);
      const [entry] = await huntEntries(a, friend.id);
      const event = await stream.next((e) => e.type === 'party-hunt', 2_000);
      const sent = {
        type: 'party-hunt',
        by: { userId: sounder.id, name: 'Abraham' },
        huntResult: answer.party[0].huntResult,
        enemyName: answer.party[0].enemyName,
        journalEntryId: entry.id,
      };
      expect(event).toEqual(sent);
      // The social context's payload, byte for byte, on its channel (the hunt's statement only carries it).
      const partyHunts = await eventually(async () => {
        const found = heard.filter((payload) => payload.includes('"party-hunt"'));
        return found.length > 0 ? found : undefined;
      });
      expect(partyHunts).toEqual([JSON.stringify({ userId: friend.id, event: sent })]);
    } finally {
      stop();
      await stream.close();
    }
  });

  it('a party hunt that rolls back sends the taken-along friend nothing', async () => {
    const sounder = await hunterWithTrap(a, admin, 'Varney');
    const friend = await readyFriend(a, admin, 'Lucy');
    await befriend(a, sounder, friend);
    const stream = await openStream(b, friend.token);
    // The party's last write (everybody's xp, after the hunt rows and their notifications) fails for this sounder:
    // the whole hunt rolls back.
    await a.dataSource.query(
      `CREATE FUNCTION party_race_spec_refuse() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'xp refused'; END $$`,
    );
    await a.dataSource.query(
      `CREATE TRIGGER party_race_spec_refuse BEFORE UPDATE OF xp ON user_account FOR EACH ROW
         WHEN (NEW.id = '${sounder.id}') EXECUTE FUNCTION party_race_spec_refuse()`,
    );
    try {
      const failed = await a.http.postForm<HuntAnswerDto>(HUNT, {}, sounder.token);
      expect(failed.status).toBe(500);
    } finally {
      await a.dataSource.query(`DROP TRIGGER party_race_spec_refuse ON user_account`);
      await a.dataSource.query(`DROP FUNCTION party_race_spec_refuse()`);
    }
    try {
      // Nothing of the failed hunt stayed: the friend's only hunt is their own.
      expect(await huntEntries(a, friend.id)).toHaveLength(1);
      // The next party hunt's event is the first the friend hears (notifications arrive in commit order).
      const answer = await hunt(a, sounder);
      expect(answer.party.map((m) => m.userId)).toEqual([friend.id]);
      const [entry] = await huntEntries(a, friend.id);
      await stream.next((e) => e.type === 'party-hunt', 2_000);
      expect(stream.events.filter((e) => e.type === 'party-hunt')).toEqual([expect.objectContaining({ journalEntryId: entry.id })]);
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
      // Even rounds: all four press at the same moment, so each one's own lock is taken before any friend asks for it
      // (everybody skipped, everybody hunts alone). Odd rounds: the presses 30 ms apart, starting with another player
      // each time, so an early sounder finds the later ones' rows free and takes them along while their own presses
      // wait behind its locks.
      const delays = players.map((_, i) => (round % 2 === 0 ? 0 : ((i + round) % players.length) * 30));
      const answers = await Promise.all(
        players.map(async (p, i) => {
          if (delays[i] > 0) await new Promise((resolve) => setTimeout(resolve, delays[i]));
          return (i % 2 === 0 ? a : b).http.postForm<HuntAnswerDto>(HUNT, {}, p.token);
        }),
      );
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
    // The staggered rounds formed parties (a friend's rows are skipped only while another hunt holds them).
    expect(partyHunts).toBeGreaterThan(0);
    await auditLedger(a);
  });
});
