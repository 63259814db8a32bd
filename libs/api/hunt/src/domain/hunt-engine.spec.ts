import { cooldownMs, dropChanceBp, mysticChanceBp, resolveHunt, specialWindowOpen } from './hunt-engine';
import { ghost, huntInput, NOON, setup } from './testing/engine-fixtures';

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
