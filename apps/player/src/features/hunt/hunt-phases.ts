import { isHuntSuccess, type HuntAnswerDto } from '@grimhunt/contracts';

/**
 * The phases of one hunt as the result popup reveals them (issue 13 item 2). The engine's answer holds no per-round
 * log, so the popup tells what the answer and the setup let us know: the bait, the ghost met, power against its
 * scare factor, and the catch or the escape; a failure says why in words.
 */

export interface HuntPhaseContext {
  /** Name of the bait equipped when the hunt was made (null: none). */
  baitName: string | null;
  /** The setup's power (getme stat totals). */
  power: number;
  /** The met ghost's scare factor, when the grimoire of the ground told it. */
  scareFactor: number | null;
}

const HOW_IT_CAME: Record<string, string> = {
  SpecialGhost: 'a special ghost out tonight',
  AttractedGhost: 'drawn by your bait',
  HuntingTable: 'out of the mist of the ground',
};

/** Why a hunt failed, in words; null for a catch (and for the cooldown answers, which have their own texts). */
export function huntFailureReason(answer: HuntAnswerDto, ctx: HuntPhaseContext): string | null {
  const enemy = answer.journalEntry?.enemy?.name ?? 'The ghost';
  switch (answer.huntResult) {
    case 'GhostTooPowerful':
      return ctx.scareFactor !== null
        ? `${enemy} needs power ${ctx.scareFactor.toLocaleString('en-US')}; your setup holds ${ctx.power.toLocaleString('en-US')}. It broke free.`
        : `Your setup's power of ${ctx.power.toLocaleString('en-US')} was not enough to hold ${enemy}.`;
    case 'WrongBait':
      return 'Wrong bait: this hunting ground only answers to its special bait, and yours is not it.';
    case 'NoBait':
      return 'No bait: nothing comes to an empty trap.';
    case 'NoSpecialBait':
      return 'Special bait needed: this ghost only comes to a special bait, and you carry none.';
    case 'NoGhost':
      return 'No ghost: your bait drew nothing near the trap this time.';
    default:
      return null;
  }
}

/** The phases revealed one by one, the last one being the catch or the escape. */
export function huntPhases(answer: HuntAnswerDto, ctx: HuntPhaseContext): string[] {
  const result = answer.huntResult;
  if (result === 'OnCooldown' || result === 'NoChronoChargesLeft') return [];
  if (result === 'NoBait') return ['You open the trap: there is no bait to set.'];
  if (result === 'WrongBait') return [`You set out ${ctx.baitName ?? 'your bait'}, but it does not work on this ground.`];
  const phases = [`You set out ${ctx.baitName ?? 'your bait'} and wait in the dark.`];
  const entry = answer.journalEntry;
  const enemy = entry?.enemy;
  if (result === 'NoSpecialBait') {
    phases.push('Something stirs, but it will not come to this bait.');
    return phases;
  }
  if (!enemy) {
    phases.push('The night stays quiet: no ghost comes.');
    return phases;
  }
  const how = HOW_IT_CAME[entry?.data.huntStrategy ?? ''];
  phases.push(`${enemy.name} appears${how ? `, ${how}` : ''}.`);
  phases.push(
    ctx.scareFactor !== null
      ? `Your power ${ctx.power.toLocaleString('en-US')} against its scare factor ${ctx.scareFactor.toLocaleString('en-US')}.`
      : `Your power ${ctx.power.toLocaleString('en-US')} against its scare.`,
  );
  if (result === 'SuccessMystic') phases.push(`Your mystic power binds ${enemy.name}: caught!`);
  else if (isHuntSuccess(result)) phases.push(`The trap snaps shut on ${enemy.name}: caught!`);
  else phases.push(`${enemy.name} breaks free and escapes.`);
  return phases;
}
