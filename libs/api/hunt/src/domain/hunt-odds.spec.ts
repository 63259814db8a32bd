import { resolveHunt } from './hunt-engine';
import { catchRewards, oddsReport } from './hunt-odds';
import { HuntReplayRecord, whatIf } from './hunt-replay';
import { huntInput, NOON, setup, twoGhosts } from './testing/engine-fixtures';
import { SetupDef } from './hunt.types';

const goldOf = (o: { currencies: { name: string; value: number }[] }) => o.currencies.find((c) => c.name === 'gold')?.value ?? 0;

describe('catchRewards', () => {
  it('weighs procs, bonuses and drop chances with the engine’s own reward rules', () => {
    const wisp = twoGhosts().enemies[0];
    // No procs: one pass; 30 XP, 25 gold, 40% × 2 ectoplasm.
    expect(catchRewards(setup(), wisp)).toEqual({ xp: 30, gold: 25, loot: [{ itemId: 'ecto', amount: 0.8 }] });
    // Xplosion 50%: XP 30 or 45 (mean 37.5); Doppelgänger 100%: two passes; +10% gold; loot chance +50%: 60%.
    const rich = setup({ procs: { xplosion: 50, doppelgaenger: 100 }, goldBonus: 10, lootChance: 50 });
    expect(catchRewards(rich, wisp)).toEqual({ xp: 75, gold: 2 * 27, loot: [{ itemId: 'ecto', amount: 2 * 0.6 * 2 }] });
  });
});

describe('oddsReport: the expected rewards per hunt are what the engine pays on average', () => {
  it('over 20,000 seeds, catches, gold, XP and loot agree with the report', () => {
    const { enemies, ground } = twoGhosts();
    const s = setup({ power: 110, mysticPower: 10, procs: { goldenrain: 20, xplosion: 10, doppelgaenger: 5 }, lootChance: 25 });
    const base = huntInput({ setup: s, ground }, enemies);
    const report = oddsReport(base);
    const n = 20_000;
    let gold = 0;
    let xp = 0;
    let ecto = 0;
    let caught = 0;
    for (let seed = 0; seed < n; seed++) {
      const o = resolveHunt({ ...base, seed });
      gold += goldOf(o);
      xp += o.xp;
      ecto += o.loot.find((l) => l.itemId === 'ecto')?.amount ?? 0;
      if (o.huntResult.startsWith('Success')) caught++;
    }
    expect(Math.abs(caught / n - report.catchRate)).toBeLessThan(0.012);
    expect(Math.abs(gold / n - report.gold) / report.gold).toBeLessThan(0.03);
    expect(Math.abs(xp / n - report.xp) / report.xp).toBeLessThan(0.03);
    expect(Math.abs(ecto / n - report.loot[0].amount) / report.loot[0].amount).toBeLessThan(0.05);
    // Per ghost: the wisp is met most, the shade escapes sometimes.
    expect(report.ghosts.map((g) => g.enemyId)).toEqual(['wisp', 'shade']);
    expect(report.ghosts[0].catchBp).toBe(10_000);
    expect(report.ghosts[1].catchBp).toBeLessThan(10_000);
    expect(report.ghosts.reduce((sum, g) => sum + g.gold, 0)).toBeCloseTo(report.gold, 9);
    expect(report.baitRefusal).toBeNull();
  });

  it('tells when the setup could not hunt for its bait', () => {
    const { enemies, ground } = twoGhosts();
    expect(oddsReport(huntInput({ setup: setup({ baitItemId: null, baitAmount: 0 }), ground }, enemies)).baitRefusal).toBe('NoBait');
    expect(oddsReport(huntInput({ ground: { ...ground, specialBaitItemIds: ['holy'] } }, enemies)).baitRefusal).toBe('WrongBait');
  });
});

describe('whatIf: a recorded hunt with another setup', () => {
  const { enemies, ground } = twoGhosts();
  const record = (seed: number, s: SetupDef): HuntReplayRecord => {
    const outcome = resolveHunt(huntInput({ seed, setup: s, ground }, enemies));
    return {
      v: 1,
      kind: 'regular',
      now: NOON,
      seed,
      player: { nextAllowedHuntAt: 0, chronoCharges: 0 },
      setup: s,
      groundId: 'g',
      catalogueVersion: 'v',
      contextId: 'c',
      outcome: outcome as never,
    };
  };
  const context = { ground, enemies };

  it('meets the same ghost in the same round; a strong trap catches what a weak one missed, never the reverse', () => {
    const weak = setup({ power: 20 });
    // Attraction on the strong setup would change the encounter if the engine rolled it again.
    const strong = setup({ power: 200, attraction: 80, attractEnemyIds: ['shade'] });
    let turned = 0;
    for (let seed = 0; seed < 300; seed++) {
      const result = whatIf(record(seed, weak), context, strong);
      const plain = resolveHunt(huntInput({ seed, setup: weak, ground }, enemies));
      if (!plain.enemyId) {
        expect(result).toBeNull();
        continue;
      }
      expect(result!.recorded).toEqual(plain);
      expect(result!.replayed.enemyId).toBe(plain.enemyId);
      expect(result!.replayed.rounds).toBe(plain.rounds);
      expect(result!.replayed.encounter).toBe(plain.encounter);
      expect(result!.replayed.huntResult.startsWith('Success')).toBe(true);
      if (!plain.huntResult.startsWith('Success')) turned++;
    }
    expect(turned).toBeGreaterThan(10);
  });

  it('with the very setup of the record, it answers the record', () => {
    const s = setup({ power: 70 });
    for (let seed = 0; seed < 50; seed++) {
      const result = whatIf(record(seed, s), context, s);
      if (result) expect(result.replayed).toEqual(result.recorded);
    }
  });

  it('a setup without bait could not have hunted', () => {
    const seed = [...Array(50).keys()].find((k) => resolveHunt(huntInput({ seed: k, ground }, enemies)).enemyId)!;
    const result = whatIf(record(seed, setup()), context, setup({ baitItemId: null, baitAmount: 0 }));
    expect(result!.replayed.huntResult).toBe('NoBait');
  });
});
