import fc from 'fast-check';
import { catchChanceBp, cooldownMs, dropChanceBp, effectivePower, MIN_COOLDOWN_MS, mysticChanceBp, resolveHunt, specialWindowOpen } from './hunt-engine';
import { EnemyDef, HuntInput, SetupDef } from './hunt.types';

const NOON = Date.UTC(2026, 5, 15, 12, 0, 0);
const MIDNIGHT = Date.UTC(2026, 5, 15, 0, 30, 0);

function ghost(id: string, over: Partial<EnemyDef> = {}): EnemyDef {
  return {
    id, name: id, scareFactor: 100, immuneMysticPower: false, midnightGhost: false, nessyGhost: false, specialGhost: false, visible: true,
    hasPopulation: false, population: 0, specialWindow: null, specialGhostChance: 0, xp: 50, currencies: [{ name: 'gold', value: 40 }],
    loot: [], requiredItemIds: [], ...over,
  };
}

function setup(over: Partial<SetupDef> = {}): SetupDef {
  return {
    power: 150, mysticPower: 0, tsc: 0, lootChance: 0, procs: {}, currencyBonuses: [], baitItemId: 'bait-1', baitAmount: 3,
    equippedItemIds: ['bait-1'], attractEnemyIds: [], hasChronoCrystal: false, ...over,
  };
}

function input(over: Partial<HuntInput> = {}, enemies: EnemyDef[] = [ghost('wisp')]): HuntInput {
  return {
    kind: 'regular', now: NOON, seed: 42, player: { nextAllowedHuntAt: 0, chronoCharges: 0 }, setup: setup(),
    ground: { id: 'g', rawPowerCap: 0, mysticPowerCap: 0, additionalHuntTime: 0, specialBaitItemIds: [], tables: [{ sequence: 0, entries: [{ enemyId: enemies[0]?.id ?? 'x', rangeMin: 0, rangeMax: 9999 }] }] },
    enemies: new Map(enemies.map((e) => [e.id, e])), ...over,
  };
}

describe('resolveHunt: checks change nothing (docs/hunt-mechanics.md §1)', () => {
  it('OnCooldown before the next allowed time', () => {
    const out = resolveHunt(input({ player: { nextAllowedHuntAt: NOON + 1, chronoCharges: 0 } }));
    expect(out).toMatchObject({ huntResult: 'OnCooldown', sounded: false, baitUsed: 0, nextAllowedHuntAt: NOON + 1, rounds: 0 });
  });
  it('NoChronoChargesLeft without a crystal or charges', () => {
    expect(resolveHunt(input({ kind: 'chrono', player: { nextAllowedHuntAt: 0, chronoCharges: 3 } })).huntResult).toBe('NoChronoChargesLeft');
    expect(resolveHunt(input({ kind: 'chrono', setup: setup({ hasChronoCrystal: true }) })).huntResult).toBe('NoChronoChargesLeft');
  });
  it('NoBait without bait or with none left', () => {
    expect(resolveHunt(input({ setup: setup({ baitItemId: null }) })).huntResult).toBe('NoBait');
    expect(resolveHunt(input({ setup: setup({ baitAmount: 0 }) })).huntResult).toBe('NoBait');
  });
  it('WrongBait when the ground wants special bait', () => {
    const base = input();
    const out = resolveHunt({ ...base, ground: { ...base.ground, specialBaitItemIds: ['holy-water'] } });
    expect(out).toMatchObject({ huntResult: 'WrongBait', sounded: false });
  });
});

describe('resolveHunt: worked examples (test vectors of docs/hunt-mechanics.md §6)', () => {
  it('Example A: power 150 against scare factor 100 catches regularly; 15-minute cooldown', () => {
    const out = resolveHunt(input());
    expect(out).toMatchObject({ huntResult: 'SuccessRegular', sounded: true, rounds: 1, enemyId: 'wisp', encounter: 'table', xp: 50, baitUsed: 1, nextAllowedHuntAt: NOON + 15 * 60_000 });
    expect(out.currencies).toEqual([{ name: 'gold', value: 40 }]);
  });

  it('Example B: the ground caps raw power at 80, so the ghost is too powerful without mystic power', () => {
    const base = input();
    const out = resolveHunt({ ...base, ground: { ...base.ground, rawPowerCap: 80 } });
    expect(out).toMatchObject({ huntResult: 'GhostTooPowerful', effectivePower: 80, baitUsed: 1, xp: 0 });
  });

  it('Example C: mystic power 60 is capped at 25 %; a mystic-immune ghost is never caught by it', () => {
    expect(mysticChanceBp(60, 0)).toBe(2500);
    expect(mysticChanceBp(60, 10)).toBe(1000);
    const weak = setup({ power: 10, mysticPower: 60 });
    const outcomes = Array.from({ length: 400 }, (_, seed) => resolveHunt(input({ seed, setup: weak })).huntResult);
    const mystic = outcomes.filter((r) => r === 'SuccessMystic').length;
    expect(mystic).toBeGreaterThan(60);
    expect(mystic).toBeLessThan(140);
    const immune = Array.from({ length: 200 }, (_, seed) => resolveHunt(input({ seed, setup: weak }, [ghost('wisp', { immuneMysticPower: true })])).huntResult);
    expect(new Set(immune)).toEqual(new Set(['GhostTooPowerful']));
  });

  it('Example D: a table that covers half the roll space leaves rounds empty; five empty rounds are NoGhost and use no bait', () => {
    const base = input();
    const halfTable = { ...base, ground: { ...base.ground, tables: [{ sequence: 0, entries: [{ enemyId: 'wisp', rangeMin: 0, rangeMax: 4999 }] }] } };
    const results = Array.from({ length: 300 }, (_, seed) => resolveHunt({ ...halfTable, seed }));
    const none = results.filter((r) => r.huntResult === 'NoGhost');
    expect(none.length).toBeGreaterThan(0);
    expect(none.length).toBeLessThan(30); // 0.5^5 ≈ 3 %
    for (const r of none) expect(r).toMatchObject({ rounds: 5, baitUsed: 0, enemyId: null, nextAllowedHuntAt: NOON + 15 * 60_000 });
  });

  it('Example E: midnight ghosts only walk between 00:00 and 00:59 UTC', () => {
    const midnightOnly = [ghost('grey-lady', { midnightGhost: true })];
    expect(resolveHunt(input({ now: NOON }, midnightOnly)).huntResult).toBe('NoGhost');
    expect(resolveHunt(input({ now: MIDNIGHT }, midnightOnly)).huntResult).toBe('SuccessRegular');
  });

  it('Example F: a ghost that needs special bait the player has not equipped gives NoSpecialBait', () => {
    const picky = [ghost('banshee', { requiredItemIds: ['bagpipe-1'] })];
    expect(resolveHunt(input({}, picky)).huntResult).toBe('NoSpecialBait');
    expect(resolveHunt(input({ setup: setup({ equippedItemIds: ['bait-1', 'bagpipe-1'] }) }, picky)).huntResult).toBe('SuccessRegular');
  });

  it('Example G: every proc at 100 % — golden rain ×1.5 gold, xplosion ×1.5 XP, doppelgänger twice, on the house, reconstruction, leprechaun', () => {
    const lucky = setup({ procs: { goldenrain: 100, xplosion: 100, doppelgaenger: 100, onTheHouse: 100, reconstruction: 100, leprechaunsLuck: 100 } });
    const out = resolveHunt(input({ setup: lucky }));
    expect(out).toMatchObject({ huntResult: 'SuccessRegular', xp: 150, baitUsed: 0, chronoChargesDelta: 1, nextAllowedHuntAt: NOON + 5000 });
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
    const out = resolveHunt(input({ kind: 'chrono', player: { nextAllowedHuntAt: NOON + 600_000, chronoCharges: 2 }, setup: setup({ hasChronoCrystal: true }) }));
    expect(out).toMatchObject({ huntResult: 'SuccessRegular', chronoChargesDelta: -1, nextAllowedHuntAt: NOON + 600_000 });
  });

  it('Example J: loot drops by chance raised by loot chance, amounts in range; LH_ bonuses add currency', () => {
    expect(dropChanceBp(50, 0)).toBe(5000);
    expect(dropChanceBp(50, 20)).toBe(6000);
    expect(dropChanceBp(90, 50)).toBe(10_000);
    const looter = [ghost('wisp', { loot: [{ itemId: 'ectoplasm-jar', dropChance: 100, amountMin: 2, amountMax: 4 }] })];
    const out = resolveHunt(input({ setup: setup({ currencyBonuses: [{ name: 'ectoplasm', value: 3 }] }) }, looter));
    expect(out.loot).toHaveLength(1);
    expect(out.loot[0].amount).toBeGreaterThanOrEqual(2);
    expect(out.loot[0].amount).toBeLessThanOrEqual(4);
    expect(out.currencies).toContainEqual({ name: 'ectoplasm', value: 3 });
  });

  it('Example K: special ghosts appear only in their window, by their chance; population zero hides a ghost', () => {
    const special = ghost('pumpkin-king', { specialGhost: true, specialGhostChance: 100, specialWindow: { fromDay: 25, fromMonth: 10, fromYear: null, toDay: 2, toMonth: 11, toYear: null, recurring: true } });
    const inWindow = resolveHunt(input({ now: Date.UTC(2026, 9, 31, 12) }, [ghost('wisp'), special]));
    expect(inWindow).toMatchObject({ enemyId: 'pumpkin-king', encounter: 'special' });
    expect(resolveHunt(input({ now: NOON }, [ghost('wisp'), special])).enemyId).toBe('wisp');
    expect(specialWindowOpen(special, Date.UTC(2027, 0, 1))).toBe(false);
    expect(resolveHunt(input({}, [ghost('wisp', { hasPopulation: true, population: 0 })])).huntResult).toBe('NoGhost');
  });

  it('Example L: an equipped lure attracts its Nessy ghost before the tables are rolled', () => {
    const nessy = ghost('nessy', { nessyGhost: true, specialGhostChance: 100, scareFactor: 10 });
    const out = resolveHunt(input({ setup: setup({ attractEnemyIds: ['nessy'] }) }, [ghost('wisp'), nessy]));
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
  const arbGround = fc.record({ rawPowerCap: fc.integer({ min: 0, max: 3000 }), mysticPowerCap: fc.integer({ min: 0, max: 100 }), additionalHuntTime: fc.integer({ min: -30, max: 30 }) });

  function build(seed: number, s: { power: number; mysticPower: number; tsc: number; lootChance: number; proc: number }, g: { rawPowerCap: number; mysticPowerCap: number; additionalHuntTime: number }): HuntInput {
    const base = input({
      seed,
      setup: setup({ power: s.power, mysticPower: s.mysticPower, tsc: s.tsc, lootChance: s.lootChance, procs: { goldenrain: s.proc, xplosion: s.proc, doppelgaenger: s.proc, onTheHouse: s.proc, reconstruction: s.proc, leprechaunsLuck: 0 } }),
    }, [ghost('wisp', { scareFactor: 500, loot: [{ itemId: 'x', dropChance: 40, amountMin: 1, amountMax: 3 }] })]);
    return { ...base, ground: { ...base.ground, ...g } };
  }

  it('same seed, same outcome', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 2 ** 31 }), arbSetup, arbGround, (seed, s, g) => {
      expect(resolveHunt(build(seed, s, g))).toEqual(resolveHunt(build(seed, s, g)));
    }));
  });

  it('a sounded regular hunt never sets a cooldown below 8 minutes (without Leprechaun)', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 2 ** 31 }), arbSetup, arbGround, (seed, s, g) => {
      const out = resolveHunt(build(seed, s, g));
      if (out.sounded) expect(out.nextAllowedHuntAt - NOON).toBeGreaterThanOrEqual(MIN_COOLDOWN_MS);
    }));
  });

  it('caps hold: effective power within the ground cap, mystic chance at most 25 %', () => {
    fc.assert(fc.property(arbSetup, arbGround, (s, g) => {
      const p = effectivePower(s.power, g.rawPowerCap);
      if (g.rawPowerCap > 0) expect(p).toBeLessThanOrEqual(g.rawPowerCap);
      expect(mysticChanceBp(s.mysticPower, g.mysticPowerCap)).toBeLessThanOrEqual(2500);
    }));
  });

  it('no negative or fractional amounts; bait used at most once; nothing changes on a refusal', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 2 ** 31 }), arbSetup, arbGround, fc.boolean(), (seed, s, g, cooling) => {
      const i = build(seed, s, g);
      const out = resolveHunt(cooling ? { ...i, player: { nextAllowedHuntAt: NOON + 1000, chronoCharges: 0 } } : i);
      expect(Number.isInteger(out.xp) && out.xp >= 0).toBe(true);
      for (const c of out.currencies) expect(Number.isInteger(c.value) && c.value >= 0).toBe(true);
      for (const l of out.loot) expect(Number.isInteger(l.amount) && l.amount > 0).toBe(true);
      expect([0, 1]).toContain(out.baitUsed);
      if (!out.sounded) expect(out).toMatchObject({ xp: 0, currencies: [], loot: [], baitUsed: 0, chronoChargesDelta: 0 });
    }));
  });
});

describe("resolveHunt: the retainer's auto-hunt and the catch-rate estimate (docs/hunt-api.md)", () => {
  it('Example M: an auto-hunt checks the cooldown like a regular hunt but leaves it alone', () => {
    expect(resolveHunt(input({ kind: 'auto', player: { nextAllowedHuntAt: NOON + 1, chronoCharges: 0 } })).huntResult).toBe('OnCooldown');
    const out = resolveHunt(input({ kind: 'auto', player: { nextAllowedHuntAt: NOON - 5, chronoCharges: 0 } }));
    expect(out).toMatchObject({ huntResult: 'SuccessRegular', baitUsed: 1, nextAllowedHuntAt: NOON - 5, chronoChargesDelta: 0 });
  });

  it('Example N: catchChanceBp follows the catch rules: power, capped mystic, immunity, special bait', () => {
    const g = { rawPowerCap: 0, mysticPowerCap: 20 };
    const enemy = { scareFactor: 100, immuneMysticPower: false, requiredItemIds: [] as string[] };
    expect(catchChanceBp({ power: 100, mysticPower: 0, equippedItemIds: [] }, g, enemy)).toEqual({ bp: 10_000, reason: 'power' });
    expect(catchChanceBp({ power: 100, mysticPower: 0, equippedItemIds: [] }, { ...g, rawPowerCap: 80 }, enemy)).toEqual({ bp: 0, reason: 'none' });
    expect(catchChanceBp({ power: 10, mysticPower: 60, equippedItemIds: [] }, g, enemy)).toEqual({ bp: 2000, reason: 'mystic' });
    expect(catchChanceBp({ power: 10, mysticPower: 60, equippedItemIds: [] }, g, { ...enemy, immuneMysticPower: true })).toEqual({ bp: 0, reason: 'immune' });
    expect(catchChanceBp({ power: 500, mysticPower: 0, equippedItemIds: [] }, g, { ...enemy, requiredItemIds: ['holy'] })).toEqual({ bp: 0, reason: 'specialBait' });
  });
});
