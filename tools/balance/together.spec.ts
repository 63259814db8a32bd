import { SEANCE_CHESTS, SOCIAL_LIMITS } from '@grimhunt/contracts';
import { computeBalance } from './metrics';
import { Ground, PlayerRun, SIM_NOW, World } from './sim';
import {
  busiestGrounds,
  ghostPool,
  huntersOn,
  PARTY_SIZE,
  playMap,
  playTogether,
  PRESS_MINUTES,
  scrollSource,
  togetherEffect,
} from './together';

describe('hunting together in the balance simulation', () => {
  let w: World;
  let runs: PlayerRun[];
  let first: Ground;

  beforeAll(async () => {
    w = await World.load();
    runs = computeBalance(w, 10, { seeds: 40 }).runs;
    first = busiestGrounds(w, runs)[0];
  }, 300_000);

  it('a party of five hunts more often than the same players alone, within the cooldown, and the sounder earns its bonus', () => {
    const group = huntersOn(w, runs, first).slice(0, PARTY_SIZE);
    expect(group).toHaveLength(PARTY_SIZE);
    const solo = playTogether(w, group, 12, false, 1);
    const party = playTogether(w, group, 12, true, 1);
    const sum = (ts: typeof solo, f: (t: (typeof solo)[0]) => number) => ts.reduce((a, t) => a + f(t), 0);
    // Alone: one hunt per press, never taken along, no bonus.
    expect(sum(solo, (t) => t.hunts)).toBe(PARTY_SIZE * 12 * (60 / PRESS_MINUTES));
    expect(sum(solo, (t) => t.takenAlong + t.bonusXp)).toBe(0);
    // Together: friends taken along between their own presses, but never more hunts than each one's cooldown allows.
    expect(sum(party, (t) => t.hunts)).toBeGreaterThan(sum(solo, (t) => t.hunts) * 1.2);
    group.forEach((h, i) => {
      const cooldownMin = (w.hunt({ ...h.setup, baitAmount: 99 }, h.ground.def, 1).nextAllowedHuntAt - SIM_NOW) / 60_000;
      expect(party[i].hunts).toBeLessThanOrEqual(1 + Math.floor((12 * 60) / cooldownMin));
    });
    expect(sum(party, (t) => t.takenAlong)).toBeGreaterThan(0);
    expect(sum(party, (t) => t.bonusXp)).toBeGreaterThan(0);
    // The bonus is 10 % of the sounder's own hunt xp per friend, at most 40 %, rounded to whole xp per hunt.
    party.forEach((t) => {
      const ownHunts = t.hunts - t.takenAlong;
      expect(t.bonusXp).toBeLessThanOrEqual((t.ownXp * SOCIAL_LIMITS.partyXpBonusMaxPercent) / 100 + ownHunts / 2);
    });
    expect(sum(party, (t) => t.bonusXp)).toBeGreaterThanOrEqual(
      sum(party, (t) => t.ownXp) * 0.1 - sum(party, (t) => t.hunts - t.takenAlong) / 2,
    );
  });

  it('a friend without bait is never taken along', () => {
    const group = huntersOn(w, runs, first).slice(0, PARTY_SIZE);
    const noBait = { ...group[1], setup: { ...group[1].setup, baitItemId: null } };
    const party = playTogether(w, [group[0], noBait, ...group.slice(2)], 12, true, 2);
    expect(party[1].takenAlong).toBe(0);
    expect(party[0].takenAlong).toBeGreaterThan(0);
  });

  it('a map draws from the visited grounds, is caught once per ghost and pays a chest only to members who caught one', () => {
    const group = huntersOn(w, runs, first).slice(0, PARTY_SIZE);
    const pool = ghostPool(group[0], 10).map((e) => e.id);
    expect(pool.length).toBeGreaterThanOrEqual(10);
    expect(pool.every((id) => group[0].visited.some((g) => g.ghosts.some((e) => e.id === id)))).toBe(true);
    const map = playMap(w, group, 1, 3);
    expect(map.completed).toBe(true);
    expect(map.caught.reduce((a, b) => a + b, 0)).toBe(10);
    map.chests.forEach((chest, i) => {
      if (map.caught[i] === 0) expect(chest).toBeNull();
      else expect(chest?.gold).toBe(SEANCE_CHESTS[1].gold);
    });
  });

  it('a scroll comes from a shop screen or a drop on a visited ground, never from nowhere', () => {
    const visited = huntersOn(w, runs, first)[0].visited;
    expect(scrollSource(w, 1, visited)?.from).toMatch(/^crafted \(GetLaboratory/);
    // The first region's grounds hold no ghost that drops the rare or boss scroll, and no shop lists them.
    expect(scrollSource(w, 2, w.grounds.slice(0, 1))).toBeNull();
    expect(scrollSource(w, 3, w.grounds.slice(0, 1))).toBeNull();
  });

  it('the report rows compare the party and the maps with the same players alone', () => {
    const rows = togetherEffect(w, runs, 1);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row.solo.hunts).toBeCloseTo(60 / PRESS_MINUTES, 5);
      expect(row.party.hunts).toBeGreaterThan(row.solo.hunts);
      expect(row.party.xp).toBeGreaterThan(row.solo.xp);
      expect(row.maps.map((m) => m.tier)[0]).toBe(1);
    }
  });
});
