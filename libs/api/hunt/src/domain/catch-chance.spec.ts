import fc from 'fast-check';
import { catchChanceBp, effectivePower, regularCatchBp } from './catch-chance';
import { resolveHunt } from './hunt-engine';
import { count, ghost, huntInput, setup } from './testing/engine-fixtures';

describe('resolveHunt: the catch curve (docs/hunt-mechanics.md §4)', () => {
  it('Example O: a near miss is a fair chance: 34 against 35 catches 91.66 %, 14 against 15 81.29 %, half the scare factor 12.5 %', () => {
    expect(regularCatchBp(34, 35)).toBe(9166);
    expect(regularCatchBp(14, 15)).toBe(8129);
    expect(regularCatchBp(80, 90)).toBe(7020);
    expect(regularCatchBp(75, 100)).toBe(4218);
    expect(regularCatchBp(50, 100)).toBe(1250);
    expect(regularCatchBp(35, 35)).toBe(10_000);
    expect(regularCatchBp(0, 5)).toBe(0);
    expect(regularCatchBp(3, 0)).toBe(10_000);
    const near = [ghost('wisp', { scareFactor: 35 })];
    const caught = count(
      3000,
      (seed) => resolveHunt(huntInput({ seed, setup: setup({ power: 34 }) }, near)).huntResult === 'SuccessRegular',
    );
    expect(caught / 3000).toBeGreaterThan(0.9);
    expect(caught / 3000).toBeLessThan(0.935);
  });

  it('Example P: mystic power is a second chance on the rest: 14 against 15 with 10 % mystic is 81.29 % + 10 % of 18.71 % = 83.16 %', () => {
    const chance = catchChanceBp({ power: 14, mysticPower: 10, equippedItemIds: [] }, ghost('g', { scareFactor: 15 }), {
      rawPowerCap: 0,
      mysticPowerCap: 0,
    });
    expect(chance).toMatchObject({ bp: 8316, regularBp: 8129, mysticBp: 1000, reason: 'none' });
    const outs = Array.from(
      { length: 4000 },
      (_, seed) =>
        resolveHunt(huntInput({ seed, setup: setup({ power: 14, mysticPower: 10 }) }, [ghost('wisp', { scareFactor: 15 })])).huntResult,
    );
    const regular = outs.filter((r) => r === 'SuccessRegular').length / 4000;
    const mystic = outs.filter((r) => r === 'SuccessMystic').length / 4000;
    expect(regular).toBeGreaterThan(0.79);
    expect(regular).toBeLessThan(0.835);
    expect(mystic).toBeGreaterThan(0.01);
    expect(mystic).toBeLessThan(0.03);
  });
});

describe('catchChanceBp: properties (one function for the engine and every estimate)', () => {
  const arbEnemy = fc.record({ scareFactor: fc.integer({ min: 0, max: 3000 }), immuneMysticPower: fc.boolean() });
  const arbGround = fc.record({ rawPowerCap: fc.integer({ min: 0, max: 3000 }), mysticPowerCap: fc.integer({ min: 0, max: 100 }) });
  const chance = (
    power: number,
    mysticPower: number,
    e: { scareFactor: number; immuneMysticPower: boolean },
    g: { rawPowerCap: number; mysticPowerCap: number },
  ) => catchChanceBp({ power, mysticPower, equippedItemIds: [] }, { ...e, requiredItemIds: [] }, g);

  it('stays within 0..10000, never below the regular part, certain exactly at or above the scare factor', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 5000 }), fc.integer({ min: 0, max: 300 }), arbEnemy, arbGround, (power, mystic, e, g) => {
        const c = chance(power, mystic, e, g);
        expect(c.bp).toBeGreaterThanOrEqual(c.regularBp);
        expect(c.regularBp).toBeGreaterThanOrEqual(0);
        expect(c.bp).toBeLessThanOrEqual(10_000);
        expect(c.regularBp === 10_000).toBe(effectivePower(power, g.rawPowerCap) >= e.scareFactor);
      }),
    );
  });

  it('is monotone in power and in mystic power', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 5000 }),
        fc.integer({ min: 0, max: 200 }),
        fc.integer({ min: 0, max: 100 }),
        arbEnemy,
        arbGround,
        (power, more, mystic, e, g) => {
          expect(chance(power + more, mystic, e, g).bp).toBeGreaterThanOrEqual(chance(power, mystic, e, g).bp);
          expect(chance(power, mystic + more, e, g).bp).toBeGreaterThanOrEqual(chance(power, mystic, e, g).bp);
        },
      ),
    );
  });

  it('mystic power never adds more than 25 % of the rest, and nothing against an immune ghost', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 5000 }), fc.integer({ min: 0, max: 1000 }), arbEnemy, arbGround, (power, mystic, e, g) => {
        const c = chance(power, mystic, e, g);
        expect(c.mysticBp).toBeLessThanOrEqual(2500);
        expect(c.bp - c.regularBp).toBeLessThanOrEqual(Math.ceil(((10_000 - c.regularBp) * 2500) / 10_000));
        if (e.immuneMysticPower) expect(c.bp).toBe(c.regularBp);
      }),
    );
  });

  it('the engine agrees: a certain chance always catches, a zero chance never does, and the catch rate over seeds matches', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2 ** 31 }),
        fc.integer({ min: 0, max: 400 }),
        fc.integer({ min: 0, max: 40 }),
        arbEnemy,
        (seed, power, mystic, e) => {
          const wisp = ghost('wisp', { ...e, scareFactor: Math.min(e.scareFactor, 400) });
          const s = setup({ power, mysticPower: mystic });
          const c = catchChanceBp(s, wisp, { rawPowerCap: 0, mysticPowerCap: 0 });
          const out = resolveHunt(huntInput({ seed, setup: s }, [wisp]));
          const caught = out.huntResult === 'SuccessRegular' || out.huntResult === 'SuccessMystic';
          if (c.bp === 10_000) expect(caught).toBe(true);
          if (c.bp === 0) expect(caught).toBe(false);
        },
      ),
    );
    for (const [power, mystic, sf] of [
      [20, 0, 30],
      [60, 15, 100],
      [90, 25, 91],
    ]) {
      const wisp = ghost('wisp', { scareFactor: sf });
      const bp = catchChanceBp(setup({ power, mysticPower: mystic }), wisp, { rawPowerCap: 0, mysticPowerCap: 0 }).bp;
      const rate =
        count(5000, (seed) =>
          resolveHunt(huntInput({ seed, setup: setup({ power, mysticPower: mystic }) }, [wisp])).huntResult.startsWith('Success'),
        ) / 5000;
      expect(Math.abs(rate - bp / 10_000)).toBeLessThan(0.02);
    }
  });
});
