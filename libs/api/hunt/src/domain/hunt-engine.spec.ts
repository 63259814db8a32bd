import fc from 'fast-check';
import {
  catchChanceBp,
  cooldownMs,
  dropChanceBp,
  effectivePower,
  huntOdds,
  MIN_COOLDOWN_MS,
  mysticChanceBp,
  regularCatchBp,
  resolveHunt,
  specialWindowOpen,
} from './hunt-engine';
import { ghost, huntInput, NOON, setup } from './testing/engine-fixtures';
import { ConsumableDef, ConsumableKind, HuntInput, StatTotals } from './hunt.types';

const MIDNIGHT = Date.UTC(2026, 5, 15, 0, 30, 0);
describe('resolveHunt: checks change nothing (docs/hunt-mechanics.md §1)', () => {
  it('OnCooldown before the next allowed time', () => {
    const out = resolveHunt(huntInput({ player: { nextAllowedHuntAt: NOON + 1, chronoCharges: 0 } }));
    expect(out).toMatchObject({ huntResult: 'OnCooldown', sounded: false, baitUsed: 0, nextAllowedHuntAt: NOON + 1, rounds: 0 });
  });
  it('NoChronoChargesLeft without a crystal or charges', () => {
    expect(resolveHunt(huntInput({ kind: 'chrono', player: { nextAllowedHuntAt: 0, chronoCharges: 3 } })).huntResult).toBe(
      'NoChronoChargesLeft',
    );
    expect(resolveHunt(huntInput({ kind: 'chrono', setup: setup({ hasChronoCrystal: true }) })).huntResult).toBe('NoChronoChargesLeft');
  });
  it('NoBait without bait or with none left', () => {
    expect(resolveHunt(huntInput({ setup: setup({ baitItemId: null }) })).huntResult).toBe('NoBait');
    expect(resolveHunt(huntInput({ setup: setup({ baitAmount: 0 }) })).huntResult).toBe('NoBait');
  });
  it('WrongBait when the ground wants special bait', () => {
    const base = huntInput();
    const out = resolveHunt({ ...base, ground: { ...base.ground, specialBaitItemIds: ['holy-water'] } });
    expect(out).toMatchObject({ huntResult: 'WrongBait', sounded: false });
  });
});

describe('resolveHunt: worked examples (test vectors of docs/hunt-mechanics.md)', () => {
  it('Example A: power 150 against scare factor 100 catches regularly; 15-minute cooldown', () => {
    const out = resolveHunt(huntInput());
    expect(out).toMatchObject({
      huntResult: 'SuccessRegular',
      sounded: true,
      rounds: 1,
      enemyId: 'wisp',
      encounter: 'table',
      xp: 50,
      baitUsed: 1,
      nextAllowedHuntAt: NOON + 15 * 60_000,
    });
    expect(out.currencies).toEqual([{ name: 'gold', value: 40 }]);
  });

  it('Example B: the ground caps raw power at 80 against scare factor 100: (80/100)³ = 51.2 %, no longer a certain miss', () => {
    const base = huntInput();
    const capped = (seed: number) => resolveHunt({ ...base, seed, ground: { ...base.ground, rawPowerCap: 80 } });
    expect(capped(1)).toMatchObject({ huntResult: 'SuccessRegular', effectivePower: 80, baitUsed: 1, xp: 50 });
    expect(capped(0)).toMatchObject({ huntResult: 'GhostTooPowerful', effectivePower: 80, baitUsed: 1, xp: 0 });
    const caught = Array.from({ length: 2000 }, (_, seed) => capped(seed)).filter((o) => o.huntResult === 'SuccessRegular').length;
    expect(caught).toBeGreaterThan(2000 * 0.47);
    expect(caught).toBeLessThan(2000 * 0.55);
  });

  it('Example C: mystic power 60 is capped at 25 %; a mystic-immune ghost is never caught by it', () => {
    expect(mysticChanceBp(60, 0)).toBe(2500);
    expect(mysticChanceBp(60, 10)).toBe(1000);
    const weak = setup({ power: 10, mysticPower: 60 });
    const outcomes = Array.from({ length: 400 }, (_, seed) => resolveHunt(huntInput({ seed, setup: weak })).huntResult);
    const mystic = outcomes.filter((r) => r === 'SuccessMystic').length;
    expect(mystic).toBeGreaterThan(60);
    expect(mystic).toBeLessThan(140);
    const immune = Array.from(
      { length: 200 },
      (_, seed) => resolveHunt(huntInput({ seed, setup: weak }, [ghost('wisp', { immuneMysticPower: true })])).huntResult,
    );
    expect(new Set(immune)).toEqual(new Set(['GhostTooPowerful']));
  });

  it('Example D: a table that covers half the roll space leaves rounds empty; five empty rounds are NoGhost and use no bait', () => {
    const base = huntInput();
    const halfTable = {
      ...base,
      ground: { ...base.ground, tables: [{ sequence: 0, entries: [{ enemyId: 'wisp', rangeMin: 0, rangeMax: 4999 }] }] },
    };
    const results = Array.from({ length: 300 }, (_, seed) => resolveHunt({ ...halfTable, seed }));
    const none = results.filter((r) => r.huntResult === 'NoGhost');
    expect(none.length).toBeGreaterThan(0);
    expect(none.length).toBeLessThan(30); // 0.5^5 ≈ 3 %
    for (const r of none) expect(r).toMatchObject({ rounds: 5, baitUsed: 0, enemyId: null, nextAllowedHuntAt: NOON + 15 * 60_000 });
  });

  it('Example E: midnight ghosts only walk between 00:00 and 00:59 UTC', () => {
    const midnightOnly = [ghost('grey-lady', { midnightGhost: true })];
    expect(resolveHunt(huntInput({ now: NOON }, midnightOnly)).huntResult).toBe('NoGhost');
    expect(resolveHunt(huntInput({ now: MIDNIGHT }, midnightOnly)).huntResult).toBe('SuccessRegular');
  });

  it('Example F: a ghost that needs special bait the player has not equipped gives NoSpecialBait', () => {
    const picky = [ghost('banshee', { requiredItemIds: ['bagpipe-1'] })];
    expect(resolveHunt(huntInput({}, picky)).huntResult).toBe('NoSpecialBait');
    expect(resolveHunt(huntInput({ setup: setup({ equippedItemIds: ['bait-1', 'bagpipe-1'] }) }, picky)).huntResult).toBe('SuccessRegular');
  });

  it('Example G: every proc at 100 % — golden rain ×1.5 gold, xplosion ×1.5 XP, doppelgänger twice, on the house, reconstruction, leprechaun', () => {
    const lucky = setup({
      procs: { goldenrain: 100, xplosion: 100, doppelgaenger: 100, onTheHouse: 100, reconstruction: 100, leprechaunsLuck: 100 },
    });
    const out = resolveHunt(huntInput({ setup: lucky }));
    expect(out).toMatchObject({
      huntResult: 'SuccessRegular',
      xp: 150,
      baitUsed: 0,
      chronoChargesDelta: 1,
      nextAllowedHuntAt: NOON + 5000,
    });
    expect(out.currencies).toEqual([{ name: 'gold', value: 120 }]);
    expect(Object.values(out.procs).every(Boolean)).toBe(true);
  });

  it('Example H: T/SC and ground time change the cooldown, never below 8 minutes', () => {
    expect(cooldownMs(5, 0, false)).toBe(20 * 60_000);
    expect(cooldownMs(0, -4, false)).toBe(11 * 60_000);
    expect(cooldownMs(0, -30, false)).toBe(8 * 60_000);
    expect(cooldownMs(10, -30, true)).toBe(5000);
  });

  it('Example I: chrono hunts use a charge and leave the regular cooldown alone', () => {
    const out = resolveHunt(
      huntInput({
        kind: 'chrono',
        player: { nextAllowedHuntAt: NOON + 600_000, chronoCharges: 2 },
        setup: setup({ hasChronoCrystal: true }),
      }),
    );
    expect(out).toMatchObject({ huntResult: 'SuccessRegular', chronoChargesDelta: -1, nextAllowedHuntAt: NOON + 600_000 });
  });

  it('Example J: loot drops by chance raised by loot chance, amounts in range; LH_ bonuses add currency', () => {
    expect(dropChanceBp(50, 0)).toBe(5000);
    expect(dropChanceBp(50, 20)).toBe(6000);
    expect(dropChanceBp(90, 50)).toBe(10_000);
    const looter = [ghost('wisp', { loot: [{ itemId: 'ectoplasm-jar', dropChance: 100, amountMin: 2, amountMax: 4 }] })];
    const out = resolveHunt(huntInput({ setup: setup({ currencyBonuses: [{ name: 'ectoplasm', value: 3 }] }) }, looter));
    expect(out.loot).toHaveLength(1);
    expect(out.loot[0].amount).toBeGreaterThanOrEqual(2);
    expect(out.loot[0].amount).toBeLessThanOrEqual(4);
    expect(out.currencies).toContainEqual({ name: 'ectoplasm', value: 3 });
  });

  it('Example K: special ghosts appear only in their window, by their chance; population zero hides a ghost', () => {
    const special = ghost('pumpkin-king', {
      specialGhost: true,
      specialGhostChance: 100,
      specialWindow: { fromDay: 25, fromMonth: 10, fromYear: null, toDay: 2, toMonth: 11, toYear: null, recurring: true },
    });
    const inWindow = resolveHunt(huntInput({ now: Date.UTC(2026, 9, 31, 12) }, [ghost('wisp'), special]));
    expect(inWindow).toMatchObject({ enemyId: 'pumpkin-king', encounter: 'special' });
    expect(resolveHunt(huntInput({ now: NOON }, [ghost('wisp'), special])).enemyId).toBe('wisp');
    expect(specialWindowOpen(special, Date.UTC(2027, 0, 1))).toBe(false);
    expect(resolveHunt(huntInput({}, [ghost('wisp', { hasPopulation: true, population: 0 })])).huntResult).toBe('NoGhost');
  });

  it('Example L: an equipped lure attracts its Nessy ghost before the tables are rolled', () => {
    const nessy = ghost('nessy', { nessyGhost: true, specialGhostChance: 100, scareFactor: 10 });
    const out = resolveHunt(huntInput({ setup: setup({ attractEnemyIds: ['nessy'] }) }, [ghost('wisp'), nessy]));
    expect(out).toMatchObject({ enemyId: 'nessy', encounter: 'nessy' });
  });
});

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

function stats(over: Partial<StatTotals> = {}): StatTotals {
  return { power: 0, mysticPower: 0, tsc: 0, lootChance: 0, xpBonus: 0, goldBonus: 0, attraction: 0, monsterPower: 0, ...over };
}
function consumable(itemId: string, kind: ConsumableKind, over: Partial<StatTotals> = {}, amount = 5): ConsumableDef {
  return { itemId, kind, amount, stats: stats(over) };
}
const count = (n: number, f: (seed: number) => boolean) => Array.from({ length: n }, (_, seed) => f(seed)).filter(Boolean).length;

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

describe('resolveHunt: bait stats (docs/hunt-mechanics.md §2, §5)', () => {
  const sparse = (over: Partial<HuntInput> = {}) => {
    const base = huntInput(over);
    return {
      ...base,
      ground: {
        ...base.ground,
        tables: [
          {
            sequence: 0,
            entries: [
              { enemyId: 'wisp', rangeMin: 0, rangeMax: 2999 },
              { enemyId: 'shade', rangeMin: 3000, rangeMax: 3999 },
            ],
          },
        ],
      },
      enemies: new Map([
        ['wisp', ghost('wisp')],
        ['shade', ghost('shade')],
      ]),
    };
  };

  it('Example Q: attraction 30 draws the roll from 0..6999 instead of 0..9999: fewer empty rounds, the same ghost mix, never beyond the last ghost', () => {
    const noGhost = (attraction: number) =>
      count(4000, (seed) => resolveHunt({ ...sparse({ seed, setup: setup({ attraction }) }) }).huntResult === 'NoGhost') / 4000;
    // 40 % covered: 0.6^5 = 7.8 % NoGhost; attraction 30: 1 - 4000/7000 = 0.43 per round, 0.43^5 = 1.5 %.
    expect(noGhost(0)).toBeGreaterThan(0.06);
    expect(noGhost(0)).toBeLessThan(0.095);
    expect(noGhost(30)).toBeGreaterThan(0.007);
    expect(noGhost(30)).toBeLessThan(0.025);
    // Attraction 100 cannot go below the covered part (0..3999): no empty round, and shades still come (1 in 4).
    const full = Array.from({ length: 2000 }, (_, seed) => resolveHunt(sparse({ seed, setup: setup({ attraction: 100 }) })));
    expect(full.every((o) => o.rounds === 1)).toBe(true);
    const shades = full.filter((o) => o.enemyId === 'shade').length / 2000;
    expect(shades).toBeGreaterThan(0.22);
    expect(shades).toBeLessThan(0.28);
    // Without attraction nothing changes: the same outcomes as a setup without the field.
    expect(resolveHunt(sparse({ seed: 7, setup: setup({ attraction: 0 }) }))).toEqual(resolveHunt(sparse({ seed: 7 })));
  });

  it('Example R: xpBonus 20 and goldBonus 50: 50 XP -> 60, 40 gold -> 60; with golden rain and xplosion 40 gold -> 90, 50 XP -> 90', () => {
    const out = resolveHunt(huntInput({ setup: setup({ xpBonus: 20, goldBonus: 50, currencyBonuses: [{ name: 'gold', value: 2 }] }) }));
    expect(out).toMatchObject({ huntResult: 'SuccessRegular', xp: 60 });
    expect(out.currencies).toEqual([{ name: 'gold', value: 62 }]);
    const lucky = resolveHunt(huntInput({ setup: setup({ xpBonus: 20, goldBonus: 50, procs: { goldenrain: 100, xplosion: 100 } }) }));
    expect(lucky).toMatchObject({ xp: 90 });
    expect(lucky.currencies).toEqual([{ name: 'gold', value: 90 }]);
  });
});

describe('resolveHunt: plasma, monster plasma, juice (docs/hunt-mechanics.md §3, §6)', () => {
  it('Example S: plasma adds its power while owned and one vial goes per attempted catch (not on NoGhost, not when used up)', () => {
    const plasma = consumable('plasma-1', 'plasma', { power: 20 });
    const withPlasma = setup({ power: 90, consumables: [plasma] });
    expect(catchChanceBp(withPlasma, ghost('wisp'), { rawPowerCap: 0, mysticPowerCap: 0 })).toMatchObject({ bp: 10_000, power: 110 });
    const out = resolveHunt(huntInput({ setup: withPlasma }));
    expect(out).toMatchObject({
      huntResult: 'SuccessRegular',
      effectivePower: 110,
      baitUsed: 1,
      consumed: [{ itemId: 'plasma-1', amount: 1 }],
    });
    const usedUp = setup({ power: 90, consumables: [{ ...plasma, amount: 0 }] });
    expect(catchChanceBp(usedUp, ghost('wisp'), { rawPowerCap: 0, mysticPowerCap: 0 })).toMatchObject({ bp: 7290, power: 90 });
    expect(resolveHunt(huntInput({ setup: usedUp })).consumed).toEqual([]);
    // A miss uses a vial too; NoGhost does not; on the house spares the bait only.
    const miss = resolveHunt(huntInput({ seed: 3, setup: setup({ power: 10, consumables: [plasma] }) }));
    expect(miss).toMatchObject({ huntResult: 'GhostTooPowerful', baitUsed: 1, consumed: [{ itemId: 'plasma-1', amount: 1 }] });
    expect(resolveHunt(huntInput({ setup: setup({ consumables: [plasma] }) }, [ghost('wisp', { midnightGhost: true })]))).toMatchObject({
      huntResult: 'NoGhost',
      consumed: [],
    });
    expect(resolveHunt(huntInput({ setup: setup({ consumables: [plasma], procs: { onTheHouse: 100 } }) }))).toMatchObject({
      baitUsed: 0,
      consumed: [{ itemId: 'plasma-1', amount: 1 }],
    });
  });

  it('Example T: a monster needs monster plasma (else NoSpecialBait, nothing used); monster power (cauldron + plasma) counts only against monsters', () => {
    const beast = [
      ghost('beast', {
        monster: true,
        scareFactor: 120,
        currencies: [
          { name: 'gold', value: 30 },
          { name: 'ectoplasm', value: 5 },
        ],
      }),
    ];
    const cauldron = setup({ power: 80, monsterPower: 25 });
    expect(resolveHunt(huntInput({ setup: cauldron }, beast))).toMatchObject({ huntResult: 'NoSpecialBait', baitUsed: 0, consumed: [] });
    expect(catchChanceBp(cauldron, beast[0], { rawPowerCap: 0, mysticPowerCap: 0 })).toMatchObject({ bp: 0, reason: 'specialBait' });
    const loaded = setup({ power: 80, monsterPower: 25, consumables: [consumable('mp-1', 'monsterplasma', { monsterPower: 15 })] });
    expect(catchChanceBp(loaded, beast[0], { rawPowerCap: 0, mysticPowerCap: 0 })).toMatchObject({ bp: 10_000, power: 120 });
    const out = resolveHunt(huntInput({ setup: loaded }, beast));
    expect(out).toMatchObject({ huntResult: 'SuccessRegular', effectivePower: 120, consumed: [{ itemId: 'mp-1', amount: 1 }] });
    expect(out.currencies).toEqual([
      { name: 'gold', value: 30 },
      { name: 'ectoplasm', value: 5 },
    ]);
    // Against an ordinary ghost monster power does nothing and the monster plasma stays in the flask.
    const plain = resolveHunt(huntInput({ setup: loaded }, [ghost('wisp', { scareFactor: 80 })]));
    expect(plain).toMatchObject({ huntResult: 'SuccessRegular', effectivePower: 80, consumed: [] });
    expect(catchChanceBp(loaded, ghost('wisp'), { rawPowerCap: 0, mysticPowerCap: 0 })).toMatchObject({ power: 80 });
  });

  it('Example U: juice is drunk on every sounded hunt (NoGhost too, never on a refusal); tsc -7 makes the cooldown 8 minutes', () => {
    const juice = consumable('juice-1', 'juice', { tsc: -7, xpBonus: 10 });
    const out = resolveHunt(huntInput({ setup: setup({ consumables: [juice] }) }));
    expect(out).toMatchObject({
      huntResult: 'SuccessRegular',
      xp: 55,
      consumed: [{ itemId: 'juice-1', amount: 1 }],
      nextAllowedHuntAt: NOON + 8 * 60_000,
    });
    expect(resolveHunt(huntInput({ setup: setup({ consumables: [{ ...juice, stats: stats({ tsc: -30 }) }] }) })).nextAllowedHuntAt).toBe(
      NOON + MIN_COOLDOWN_MS,
    );
    expect(resolveHunt(huntInput({ setup: setup({ consumables: [juice] }) }, [ghost('wisp', { midnightGhost: true })]))).toMatchObject({
      huntResult: 'NoGhost',
      consumed: [{ itemId: 'juice-1', amount: 1 }],
    });
    expect(
      resolveHunt(huntInput({ player: { nextAllowedHuntAt: NOON + 1, chronoCharges: 0 }, setup: setup({ consumables: [juice] }) })),
    ).toMatchObject({ huntResult: 'OnCooldown', consumed: [] });
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

describe('consumables: properties', () => {
  const arbConsumables = fc.array(
    fc.record({
      kind: fc.constantFrom<ConsumableKind>('plasma', 'monsterplasma', 'juice'),
      amount: fc.integer({ min: 0, max: 3 }),
      power: fc.integer({ min: 0, max: 50 }),
      tsc: fc.integer({ min: -20, max: 5 }),
    }),
    { maxLength: 3 },
  );
  it('at most one of each is used, only owned ones, never on a refusal; a monster is never caught without monster plasma; the floor holds', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 31 }), arbConsumables, fc.boolean(), fc.boolean(), (seed, list, monster, cooling) => {
        const consumables = list.map((c, i) =>
          consumable(`c${i}`, c.kind, { power: c.power, monsterPower: c.power, tsc: c.tsc }, c.amount),
        );
        const i = huntInput(
          {
            seed,
            setup: setup({ power: 60, monsterPower: 20, consumables }),
            player: { nextAllowedHuntAt: cooling ? NOON + 1 : 0, chronoCharges: 0 },
          },
          [ghost('wisp', { monster, scareFactor: 90 })],
        );
        const out = resolveHunt(i);
        const used = out.consumed ?? [];
        if (!out.sounded) expect(used).toEqual([]);
        for (const u of used) {
          expect(u.amount).toBe(1);
          expect(consumables.find((c) => c.itemId === u.itemId)!.amount).toBeGreaterThan(0);
        }
        expect(new Set(used.map((u) => u.itemId)).size).toBe(used.length);
        const loaded = consumables.some((c) => c.kind === 'monsterplasma' && c.amount > 0);
        if (monster && !loaded && out.sounded) expect(out.huntResult).toBe('NoSpecialBait');
        if (out.sounded) expect(out.nextAllowedHuntAt - NOON).toBeGreaterThanOrEqual(MIN_COOLDOWN_MS);
      }),
    );
  });
});
