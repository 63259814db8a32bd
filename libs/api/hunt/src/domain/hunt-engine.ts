import { catchWith, decideCatch, effectivePower, mysticChanceBp, setupTotals } from './catch-chance';
import { meetGhost } from './encounter-tables';
import { HuntRng } from './hunt-rng';
import { consumedBy, noProcs, rollProcs, rollRewards } from './hunt-rewards';
import { baitRefusal, cooldownMs } from './hunt-rules';
import { HuntCatchLog, HuntInput, HuntOutcome, HuntResult } from './hunt.types';

// The engine's rules live beside it, one file per part of a hunt; what callers read is exported here too, so the
// engine is imported from one place.
export { catchChanceBp, effectivePower, mysticChanceBp, regularCatchBp } from './catch-chance';
export type { CatchChance, CatchReason } from './catch-chance';
export { isMidnight, specialWindowOpen } from './encounter-tables';
export { huntOdds } from './encounter-odds';
export type { GhostOdds, HuntOdds } from './encounter-odds';
export { dropChanceBp, passGold, passXp, procChance } from './hunt-rewards';
export { BASE_COOLDOWN_MS, baitRefusal, cooldownMs, MIN_COOLDOWN_MS, MYSTIC_CAP_PERCENT, ROLL_SPACE, ROUNDS } from './hunt-rules';

function refused(input: HuntInput, huntResult: HuntResult): HuntOutcome {
  return {
    huntResult,
    sounded: false,
    seed: input.seed,
    kind: input.kind,
    rounds: 0,
    enemyId: null,
    encounter: null,
    xp: 0,
    currencies: [],
    loot: [],
    procs: noProcs(),
    baitUsed: 0,
    consumed: [],
    chronoChargesDelta: 0,
    nextAllowedHuntAt: input.player.nextAllowedHuntAt,
    effectivePower: 0,
    mysticChanceBp: 0,
    catch: null,
  };
}

/**
 * The hunt: a pure function of its input. Same input and seed, same outcome. It changes nothing; the
 * caller applies the outcome (bait, consumables, rewards, timers, journal) in one transaction. The engine keeps
 * derived data per ground and per ghost map (by object identity), so both must not be edited once built.
 */
export function resolveHunt(input: HuntInput): HuntOutcome {
  const { setup, ground, player, now, kind } = input;
  // Checks before any roll; a refused hunt changes nothing.
  if (kind === 'chrono') {
    if (!setup.hasChronoCrystal || player.chronoCharges <= 0) return refused(input, 'NoChronoChargesLeft');
  } else if (now < player.nextAllowedHuntAt) {
    return refused(input, 'OnCooldown');
  }
  const baitRefused = baitRefusal(setup, ground);
  if (baitRefused) return refused(input, baitRefused);

  const rng = new HuntRng(input.seed);
  const totals = setupTotals(setup);
  const { enemy, via, rounds } = meetGhost(input, totals.attraction, rng);

  const chrono = kind === 'chrono' ? -1 : 0;
  const mysticBp = mysticChanceBp(totals.mysticPower, ground.mysticPowerCap);
  const cooldownFrom = (leprechaun: boolean) =>
    // Only a regular hunt starts the cooldown: a chrono hunt pays with a charge, the retainer's auto-hunt is free.
    kind === 'regular' ? now + cooldownMs(ground.additionalHuntTime, totals.tsc, leprechaun) : player.nextAllowedHuntAt;

  if (enemy === null) {
    return {
      huntResult: 'NoGhost',
      sounded: true,
      seed: input.seed,
      kind,
      rounds,
      enemyId: null,
      encounter: null,
      xp: 0,
      currencies: [],
      loot: [],
      procs: noProcs(),
      baitUsed: 0,
      consumed: consumedBy(setup.consumables, false, false),
      chronoChargesDelta: chrono,
      nextAllowedHuntAt: cooldownFrom(false),
      effectivePower: effectivePower(totals.power, ground.rawPowerCap),
      mysticChanceBp: mysticBp,
      catch: null,
    };
  }

  // The same as catchChanceBp(setup, enemy, ground), on the totals already summed.
  const chance = catchWith(totals, setup.equippedItemIds, enemy, ground);
  const monster = enemy.monster === true;
  const { huntResult, decidedBy } = decideCatch(chance, rng);
  const power = huntResult === 'NoSpecialBait' ? effectivePower(totals.power, ground.rawPowerCap) : chance.power;
  const caught: HuntCatchLog = {
    power,
    scareFactor: enemy.scareFactor,
    monster,
    regularBp: chance.regularBp,
    mysticBp: chance.mysticBp,
    bp: chance.bp,
    decidedBy,
  };

  if (huntResult === 'NoSpecialBait' || huntResult === 'GhostTooPowerful') {
    const attempted = huntResult === 'GhostTooPowerful';
    return {
      huntResult,
      sounded: true,
      seed: input.seed,
      kind,
      rounds,
      enemyId: enemy.id,
      encounter: via,
      xp: 0,
      currencies: [],
      loot: [],
      procs: noProcs(),
      baitUsed: attempted ? 1 : 0,
      consumed: consumedBy(setup.consumables, attempted, monster),
      chronoChargesDelta: chrono,
      nextAllowedHuntAt: cooldownFrom(false),
      effectivePower: power,
      mysticChanceBp: mysticBp,
      catch: caught,
    };
  }

  const procs = rollProcs(setup.procs, rng);
  const { xp, currencies, loot } = rollRewards(enemy, totals, setup.currencyBonuses, procs, rng);
  return {
    huntResult,
    sounded: true,
    seed: input.seed,
    kind,
    rounds,
    enemyId: enemy.id,
    encounter: via,
    xp: Math.max(0, xp),
    currencies,
    loot,
    procs,
    baitUsed: procs.onTheHouse ? 0 : 1,
    consumed: consumedBy(setup.consumables, true, monster),
    chronoChargesDelta: chrono + (procs.reconstruction ? 1 : 0),
    nextAllowedHuntAt: cooldownFrom(procs.leprechaunsLuck),
    effectivePower: power,
    mysticChanceBp: mysticBp,
    catch: caught,
  };
}
