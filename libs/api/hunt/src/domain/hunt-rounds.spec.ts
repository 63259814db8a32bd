import fc from 'fast-check';
import { catchChanceBp, resolveHunt, ROLL_SPACE } from './hunt-engine';
import { digestOf } from './hunt-replay';
import { HuntRng } from './hunt-rng';
import { huntCatch, huntRounds } from './hunt-rounds';
import { ghost, huntInput, NOON, setup } from './testing/engine-fixtures';
import { ConsumableDef, HuntInput, HuntOutcome } from './hunt.types';

/** The first seed (from 0) whose outcome passes `test`. */
function seedWhere(base: HuntInput, test: (out: HuntOutcome) => boolean): { seed: number; out: HuntOutcome } {
  for (let seed = 0; seed < 10_000; seed++) {
    const out = resolveHunt({ ...base, seed });
    if (test(out)) return { seed, out };
  }
  throw new Error('no seed found');
}

/** The encounter rolls of a table-only hunt drawn by hand: the round of the first roll below `covered`, or 0. */
function firstCoveredRound(seed: number, covered: number): number {
  const rng = new HuntRng(seed);
  for (let round = 1; round <= 5; round++) if (rng.below('encounter', ROLL_SPACE) < covered) return round;
  return 0;
}

/** The catch roll a hunt with a ghost in round `rounds` drew (one encounter roll per round before it on a table-only ground). */
function catchRoll(seed: number): number {
  return new HuntRng(seed).below('catch', ROLL_SPACE);
}

describe('the round log of a hunt', () => {
  it('empty rounds, then the ghost in the round the engine stopped at, then the catch numbers', () => {
    const base = huntInput({}, [ghost('wisp')], 2000);
    const { seed, out } = seedWhere(base, (o) => o.rounds >= 3 && o.enemyId !== null);
    expect(firstCoveredRound(seed, 2000)).toBe(out.rounds);
    const rounds = huntRounds(out, 'Wisp');
    expect(rounds).toHaveLength(out.rounds);
    expect(rounds.slice(0, -1)).toEqual(rounds.slice(0, -1).map((_, i) => ({ round: i + 1, enemy: null, strategy: null })));
    expect(rounds[rounds.length - 1]).toEqual({ round: out.rounds, enemy: { id: 'wisp', name: 'Wisp' }, strategy: 'HuntingTable' });
    expect(huntCatch(out)).toEqual({
      power: 150,
      scareFactor: 100,
      monster: false,
      regularBp: 10_000,
      mysticBp: 0,
      chanceBp: 10_000,
      decidedBy: 'regular',
    });
  });

  it('five empty rounds are NoGhost: five empty entries and no catch', () => {
    const out = resolveHunt(huntInput({}, [ghost('grey-lady', { midnightGhost: true })]));
    expect(out).toMatchObject({ huntResult: 'NoGhost', rounds: 5, catch: null });
    expect(huntRounds(out, null)).toEqual([1, 2, 3, 4, 5].map((round) => ({ round, enemy: null, strategy: null })));
    expect(huntCatch(out)).toBeNull();
  });

  it('a mystic catch: the regular roll missed, the roll fell inside the mystic second chance', () => {
    const base = huntInput({ setup: setup({ power: 50, mysticPower: 25 }) });
    const { seed, out } = seedWhere(base, (o) => o.huntResult === 'SuccessMystic');
    // (50/100)³ = 12.5 %; 25 % of the rest: 1250 + ⌊8750 × 2500 / 10000⌋ = 3437.
    expect(out.catch).toEqual({
      power: 50,
      scareFactor: 100,
      monster: false,
      regularBp: 1250,
      mysticBp: 2500,
      bp: 3437,
      decidedBy: 'mystic',
    });
    const roll = catchRoll(seed);
    expect(roll).toBeGreaterThanOrEqual(1250);
    expect(roll).toBeLessThan(3437);
    expect(huntRounds(out, 'wisp')).toEqual([{ round: 1, enemy: { id: 'wisp', name: 'wisp' }, strategy: 'HuntingTable' }]);
  });

  it('an escape: the roll fell past the whole chance; with no chance at all it escapes without a roll', () => {
    const base = huntInput({ setup: setup({ power: 50, mysticPower: 25 }) });
    const { seed, out } = seedWhere(base, (o) => o.huntResult === 'GhostTooPowerful');
    expect(out.catch).toMatchObject({ regularBp: 1250, bp: 3437, decidedBy: 'escaped' });
    expect(catchRoll(seed)).toBeGreaterThanOrEqual(3437);
    const hopeless = resolveHunt(
      huntInput({ setup: setup({ power: 0, mysticPower: 25 }) }, [ghost('wraith', { immuneMysticPower: true })]),
    );
    expect(hopeless.catch).toEqual({ power: 0, scareFactor: 100, monster: false, regularBp: 0, mysticBp: 0, bp: 0, decidedBy: 'escaped' });
  });

  it('a regular catch below the scare factor: 34 against 35 is 91.66 %, the ground caps power first', () => {
    const base = huntInput({ setup: setup({ power: 90 }) }, [ghost('wisp', { scareFactor: 35 })]);
    const { seed, out } = seedWhere({ ...base, ground: { ...base.ground, rawPowerCap: 34 } }, (o) => o.huntResult === 'SuccessRegular');
    expect(out.catch).toEqual({ power: 34, scareFactor: 35, monster: false, regularBp: 9166, mysticBp: 0, bp: 9166, decidedBy: 'regular' });
    expect(catchRoll(seed)).toBeLessThan(9166);
  });

  it('missing special bait or monster plasma: the ghost of the round, no roll; a monster counts monster power', () => {
    const picky = resolveHunt(huntInput({}, [ghost('banshee', { requiredItemIds: ['bagpipe-1'] })]));
    expect(picky).toMatchObject({ huntResult: 'NoSpecialBait', rounds: 1, enemyId: 'banshee' });
    expect(picky.catch).toEqual({
      power: 150,
      scareFactor: 100,
      monster: false,
      regularBp: 0,
      mysticBp: 0,
      bp: 0,
      decidedBy: 'specialBait',
    });
    const beast = [ghost('beast', { monster: true, scareFactor: 120 })];
    expect(resolveHunt(huntInput({ setup: setup({ power: 80, monsterPower: 25 }) }, beast)).catch).toMatchObject({
      monster: true,
      decidedBy: 'specialBait',
    });
    const flask: ConsumableDef = {
      itemId: 'mp-1',
      kind: 'monsterplasma',
      amount: 1,
      stats: { power: 0, mysticPower: 0, tsc: 0, lootChance: 0, xpBonus: 0, goldBonus: 0, attraction: 0, monsterPower: 15 },
    };
    const loaded = resolveHunt(huntInput({ setup: setup({ power: 80, monsterPower: 25, consumables: [flask] }) }, beast));
    expect(loaded.catch).toEqual({
      power: 120,
      scareFactor: 120,
      monster: true,
      regularBp: 10_000,
      mysticBp: 0,
      bp: 10_000,
      decidedBy: 'regular',
    });
  });

  it('special and attracted ghosts are named by how they came', () => {
    const lure = ghost('nessie', { nessyGhost: true, specialGhostChance: 100 });
    const out = resolveHunt(huntInput({ setup: setup({ attractEnemyIds: ['nessie'] }) }, [ghost('wisp'), lure]));
    expect(huntRounds(out, 'Nessie')).toEqual([{ round: 1, enemy: { id: 'nessie', name: 'Nessie' }, strategy: 'AttractedGhost' }]);
    const special = ghost('crowned', {
      specialGhost: true,
      specialGhostChance: 100,
      specialWindow: { fromDay: 1, fromMonth: 1, fromYear: null, toDay: 31, toMonth: 12, toYear: null, recurring: true },
    });
    const met = resolveHunt(huntInput({}, [ghost('wisp'), special]));
    expect(huntRounds(met, null)).toEqual([{ round: 1, enemy: { id: 'crowned', name: 'a ghost' }, strategy: 'SpecialGhost' }]);
  });

  it('refused hunts have no rounds and no catch', () => {
    const refusals = [
      resolveHunt(huntInput({ player: { nextAllowedHuntAt: NOON + 1, chronoCharges: 0 } })),
      resolveHunt(huntInput({ kind: 'chrono' })),
      resolveHunt(huntInput({ setup: setup({ baitItemId: null }) })),
      resolveHunt({ ...huntInput(), ground: { ...huntInput().ground, specialBaitItemIds: ['holy-water'] } }),
    ];
    expect(refusals.map((r) => r.huntResult)).toEqual(['OnCooldown', 'NoChronoChargesLeft', 'NoBait', 'WrongBait']);
    for (const r of refusals) {
      expect(r.catch).toBeNull();
      expect(huntRounds(r, null)).toEqual([]);
      expect(huntCatch(r)).toBeNull();
    }
  });

  it('the replay digest does not carry the catch log (old journal entries still match)', () => {
    const out = resolveHunt(huntInput({ setup: setup({ power: 50, mysticPower: 25 }) }));
    expect(Object.keys(digestOf(out))).not.toContain('catch');
  });

  it('property: the ghost round is outcome.rounds, drawn as by hand; the catch numbers are catchChanceBp and agree with the result', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2 ** 32 - 1 }),
        fc.integer({ min: 0, max: ROLL_SPACE }),
        fc.integer({ min: 0, max: 300 }),
        fc.integer({ min: 0, max: 40 }),
        fc.integer({ min: 1, max: 300 }),
        fc.boolean(),
        (seed, covered, power, mysticPower, scareFactor, immune) => {
          const wisp = ghost('wisp', { scareFactor, immuneMysticPower: immune });
          const i = huntInput({ seed, setup: setup({ power, mysticPower }) }, [wisp], covered);
          const out = resolveHunt(i);
          const ghostRound = firstCoveredRound(seed, covered);
          const rounds = huntRounds(out, 'wisp');
          expect(rounds.map((r) => r.round)).toEqual(Array.from({ length: out.rounds }, (_, k) => k + 1));
          expect(rounds.filter((r) => r.enemy !== null).map((r) => r.round)).toEqual(ghostRound ? [out.rounds] : []);
          if (ghostRound === 0) {
            expect(out).toMatchObject({ huntResult: 'NoGhost', rounds: 5, catch: null });
            return;
          }
          expect(out.rounds).toBe(ghostRound);
          const chance = catchChanceBp(i.setup, wisp, i.ground);
          expect(out.catch).toEqual({
            power: chance.power,
            scareFactor,
            monster: false,
            regularBp: chance.regularBp,
            mysticBp: chance.mysticBp,
            bp: chance.bp,
            decidedBy: out.huntResult === 'SuccessRegular' ? 'regular' : out.huntResult === 'SuccessMystic' ? 'mystic' : 'escaped',
          });
          if (chance.bp > 0 && chance.bp < ROLL_SPACE) {
            const roll = catchRoll(seed);
            expect(out.catch!.decidedBy).toBe(roll < chance.regularBp ? 'regular' : roll < chance.bp ? 'mystic' : 'escaped');
          }
        },
      ),
      { numRuns: 500 },
    );
  });
});
