import fc from 'fast-check';
import { catchChanceBp, effectivePower, MIN_COOLDOWN_MS, mysticChanceBp, resolveHunt } from './hunt-engine';
import { ghost, huntInput, NOON, setup } from './testing/engine-fixtures';
import { HuntInput } from './hunt.types';

describe('resolveHunt: properties', () => {
  const arbSetup = fc.record({
    power: fc.integer({ min: 0, max: 5000 }),
    mysticPower: fc.integer({ min: 0, max: 200 }),
    tsc: fc.integer({ min: -60, max: 60 }),
    lootChance: fc.integer({ min: 0, max: 300 }),
    proc: fc.integer({ min: 0, max: 100 }),
  });
  const arbGround = fc.record({
    rawPowerCap: fc.integer({ min: 0, max: 3000 }),
    mysticPowerCap: fc.integer({ min: 0, max: 100 }),
    additionalHuntTime: fc.integer({ min: -30, max: 30 }),
  });

  function build(
    seed: number,
    s: { power: number; mysticPower: number; tsc: number; lootChance: number; proc: number },
    g: { rawPowerCap: number; mysticPowerCap: number; additionalHuntTime: number },
  ): HuntInput {
    const base = huntInput(
      {
        seed,
        setup: setup({
          power: s.power,
          mysticPower: s.mysticPower,
          tsc: s.tsc,
          lootChance: s.lootChance,
          procs: {
            goldenrain: s.proc,
            xplosion: s.proc,
            doppelgaenger: s.proc,
            onTheHouse: s.proc,
            reconstruction: s.proc,
            leprechaunsLuck: 0,
          },
        }),
      },
      [ghost('wisp', { scareFactor: 500, loot: [{ itemId: 'x', dropChance: 40, amountMin: 1, amountMax: 3 }] })],
    );
    return { ...base, ground: { ...base.ground, ...g } };
  }

  it('same seed, same outcome', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 31 }), arbSetup, arbGround, (seed, s, g) => {
        expect(resolveHunt(build(seed, s, g))).toEqual(resolveHunt(build(seed, s, g)));
      }),
    );
  });

  it('a sounded regular hunt never sets a cooldown below 8 minutes (without Leprechaun)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 31 }), arbSetup, arbGround, (seed, s, g) => {
        const out = resolveHunt(build(seed, s, g));
        if (out.sounded) expect(out.nextAllowedHuntAt - NOON).toBeGreaterThanOrEqual(MIN_COOLDOWN_MS);
      }),
    );
  });

  it('caps hold: effective power within the ground cap, mystic chance at most 25 %', () => {
    fc.assert(
      fc.property(arbSetup, arbGround, (s, g) => {
        const p = effectivePower(s.power, g.rawPowerCap);
        if (g.rawPowerCap > 0) expect(p).toBeLessThanOrEqual(g.rawPowerCap);
        expect(mysticChanceBp(s.mysticPower, g.mysticPowerCap)).toBeLessThanOrEqual(2500);
      }),
    );
  });

  it('no negative or fractional amounts; bait used at most once; nothing changes on a refusal', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 31 }), arbSetup, arbGround, fc.boolean(), (seed, s, g, cooling) => {
        const i = build(seed, s, g);
        const out = resolveHunt(cooling ? { ...i, player: { nextAllowedHuntAt: NOON + 1000, chronoCharges: 0 } } : i);
        expect(Number.isInteger(out.xp) && out.xp >= 0).toBe(true);
        for (const c of out.currencies) expect(Number.isInteger(c.value) && c.value >= 0).toBe(true);
        for (const l of out.loot) expect(Number.isInteger(l.amount) && l.amount > 0).toBe(true);
        expect([0, 1]).toContain(out.baitUsed);
        if (!out.sounded) expect(out).toMatchObject({ xp: 0, currencies: [], loot: [], baitUsed: 0, chronoChargesDelta: 0 });
      }),
    );
  });
});

describe("resolveHunt: the retainer's auto-hunt and the catch-rate estimate (docs/hunt-api.md)", () => {
  it('Example M: an auto-hunt checks the cooldown like a regular hunt but leaves it alone', () => {
    expect(resolveHunt(huntInput({ kind: 'auto', player: { nextAllowedHuntAt: NOON + 1, chronoCharges: 0 } })).huntResult).toBe(
      'OnCooldown',
    );
    const out = resolveHunt(huntInput({ kind: 'auto', player: { nextAllowedHuntAt: NOON - 5, chronoCharges: 0 } }));
    expect(out).toMatchObject({ huntResult: 'SuccessRegular', baitUsed: 1, nextAllowedHuntAt: NOON - 5, chronoChargesDelta: 0 });
  });

  it('Example N: catchChanceBp(setup, enemy, ground) follows the catch rules: power, curve, capped mystic, immunity, special bait', () => {
    const g = { rawPowerCap: 0, mysticPowerCap: 20 };
    const enemy = { scareFactor: 100, immuneMysticPower: false, requiredItemIds: [] as string[] };
    expect(catchChanceBp({ power: 100, mysticPower: 0, equippedItemIds: [] }, enemy, g)).toMatchObject({ bp: 10_000, reason: 'power' });
    expect(catchChanceBp({ power: 100, mysticPower: 0, equippedItemIds: [] }, enemy, { ...g, rawPowerCap: 80 })).toMatchObject({
      bp: 5120,
      regularBp: 5120,
      reason: 'none',
      power: 80,
    });
    expect(catchChanceBp({ power: 10, mysticPower: 60, equippedItemIds: [] }, enemy, g)).toMatchObject({
      bp: 2008,
      regularBp: 10,
      reason: 'none',
      mysticBp: 2000,
    });
    expect(catchChanceBp({ power: 0, mysticPower: 60, equippedItemIds: [] }, enemy, g)).toMatchObject({
      bp: 2000,
      regularBp: 0,
      reason: 'mystic',
    });
    expect(catchChanceBp({ power: 10, mysticPower: 60, equippedItemIds: [] }, { ...enemy, immuneMysticPower: true }, g)).toMatchObject({
      bp: 10,
      reason: 'immune',
    });
    expect(catchChanceBp({ power: 500, mysticPower: 0, equippedItemIds: [] }, { ...enemy, requiredItemIds: ['holy'] }, g)).toMatchObject({
      bp: 0,
      reason: 'specialBait',
    });
  });
});
