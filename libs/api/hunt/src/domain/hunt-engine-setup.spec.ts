import fc from 'fast-check';
import { catchChanceBp, MIN_COOLDOWN_MS, resolveHunt } from './hunt-engine';
import { consumable, count, ghost, huntInput, NOON, setup, stats } from './testing/engine-fixtures';
import { ConsumableKind, HuntInput } from './hunt.types';

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
