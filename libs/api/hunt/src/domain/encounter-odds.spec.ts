import fc from 'fast-check';
import { huntOdds } from './encounter-odds';
import { resolveHunt } from './hunt-engine';
import { ghost, huntInput, setup } from './testing/engine-fixtures';

describe('huntOdds: the exact odds of the engine (for the balance script)', () => {
  it('Example V: meets ghosts and catches as often as the engine does over many seeds (specials, lures, gaps, attraction, curve)', () => {
    const special = ghost('pumpkin', {
      specialGhost: true,
      specialGhostChance: 5,
      scareFactor: 40,
      specialWindow: { fromDay: 1, fromMonth: 1, fromYear: null, toDay: 31, toMonth: 12, toYear: null, recurring: true },
    });
    const nessy = ghost('nessy', { nessyGhost: true, specialGhostChance: 4, scareFactor: 300, immuneMysticPower: true });
    const ghosts = [
      ghost('wisp', { scareFactor: 30 }),
      ghost('shade', { scareFactor: 90 }),
      ghost('bride', { scareFactor: 120, immuneMysticPower: true }),
      special,
      nessy,
    ];
    const base = huntInput({ setup: setup({ power: 80, mysticPower: 12, attraction: 15, attractEnemyIds: ['nessy'] }) }, ghosts);
    const ground = {
      ...base.ground,
      tables: [
        {
          sequence: 0,
          entries: [
            { enemyId: 'wisp', rangeMin: 0, rangeMax: 2499 },
            { enemyId: 'shade', rangeMin: 2500, rangeMax: 3999 },
            { enemyId: 'bride', rangeMin: 4000, rangeMax: 4499 },
          ],
        },
      ],
    };
    const odds = huntOdds({ ...base, ground });
    expect(odds.ghosts.reduce((sum, g) => sum + g.met, 0) + odds.noGhost).toBeCloseTo(1, 10);
    const n = 20_000;
    const outs = Array.from({ length: n }, (_, seed) => resolveHunt({ ...base, ground, seed }));
    expect(Math.abs(outs.filter((o) => o.huntResult === 'NoGhost').length / n - odds.noGhost)).toBeLessThan(0.01);
    expect(Math.abs(outs.filter((o) => o.huntResult.startsWith('Success')).length / n - odds.catchRate)).toBeLessThan(0.015);
    for (const g of odds.ghosts) {
      const seen = outs.filter((o) => o.enemyId === g.enemyId && o.encounter === g.via).length / n;
      expect(Math.abs(seen - g.met)).toBeLessThan(0.015);
    }
  });
});

describe('attraction: properties', () => {
  const arbTable = fc.array(fc.record({ ghost: fc.integer({ min: 0, max: 3 }), width: fc.integer({ min: 1, max: 3000 }) }), {
    minLength: 1,
    maxLength: 5,
  });
  const ghosts = [0, 1, 2, 3].map((i) => ghost(`g${i}`, { scareFactor: 20 + 30 * i }));
  const oddsWith = (rows: { ghost: number; width: number }[], attraction: number) => {
    let start = 0;
    const entries = rows.map((r) => {
      const e = { enemyId: `g${r.ghost}`, rangeMin: start, rangeMax: Math.min(9999, start + r.width - 1) };
      start += r.width;
      return e;
    });
    const base = huntInput({ setup: setup({ attraction }) }, ghosts);
    return huntOdds({ ...base, ground: { ...base.ground, tables: [{ sequence: 0, entries }] } });
  };

  it('more attraction never means more empty hunts, and never changes the mix of table ghosts when the gap is at the top', () => {
    fc.assert(
      fc.property(arbTable, fc.integer({ min: 0, max: 100 }), fc.integer({ min: 0, max: 100 }), (rows, a, b) => {
        const [lo, hi] = a <= b ? [a, b] : [b, a];
        const low = oddsWith(rows, lo);
        const high = oddsWith(rows, hi);
        expect(high.noGhost).toBeLessThanOrEqual(low.noGhost + 1e-12);
        const share = (o: typeof low, id: string) => (o.ghosts.find((g) => g.enemyId === id)?.met ?? 0) / (1 - o.noGhost);
        for (const g of ghosts) expect(share(high, g.id)).toBeCloseTo(share(low, g.id), 2);
      }),
    );
  });
});
