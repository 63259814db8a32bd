import type { HuntAnswerDto, HuntCatchDto, HuntRoundDto } from '@grimhunt/contracts';

/**
 * The lines of a hunt as the result popup reveals them one by one, from the answer alone: each
 * round (empty, or the ghost and how it came), then power against scare factor with the chance, then the catch or
 * the escape. A failure says why in words, from the answer's numbers.
 */

export type HuntLineKind = 'empty' | 'ghost' | 'chance' | 'caught' | 'escaped' | 'none';

export interface HuntLine {
  kind: HuntLineKind;
  text: string;
}

/** What an empty round looks like, by round (1..5). */
const EMPTY_ROUNDS = [
  'the mist is still…',
  'only the wind in the grass…',
  'a crow calls; nothing comes…',
  'the lantern flickers, then steadies…',
  'silence over the ground…',
];

function ghostArrives(round: HuntRoundDto): string {
  const name = round.enemy?.name ?? 'A ghost';
  switch (round.strategy) {
    case 'AttractedGhost':
      return `${name} drifts in, drawn by your bait`;
    case 'SpecialGhost':
      return `${name} appears, a rare ghost out for a short season`;
    default:
      return `${name} rises out of the mist`;
  }
}

/** A chance in basis points as a percentage: 9166 → "91.7%", 10000 → "100%", 5 → "0.05%". */
export function bpPercent(bp: number): string {
  if (bp % 100 === 0) return `${bp / 100}%`;
  return `${(bp / 100).toFixed(bp < 10 ? 2 : 1)}%`;
}

const n = (value: number) => value.toLocaleString('en-US');

/** "Power 34 against scare factor 35 — 91.7%", with the mystic second chance when there is one. */
export function chanceText(c: HuntCatchDto): string {
  const power = `Power ${n(c.power)}${c.monster ? ' (with monster power)' : ''} against scare factor ${n(c.scareFactor)}`;
  if (c.regularBp >= 10_000) return `${power} — a sure catch`;
  if (c.mysticBp <= 0) return `${power} — ${bpPercent(c.regularBp)}`;
  return `${power} — ${bpPercent(c.regularBp)}, and mystic power ${bpPercent(c.mysticBp)} of the rest: ${bpPercent(c.chanceBp)} in all`;
}

function enemyName(answer: HuntAnswerDto): string {
  const rounds = answer.rounds ?? [];
  return rounds[rounds.length - 1]?.enemy?.name ?? answer.journalEntry?.enemy?.name ?? 'The ghost';
}

/** The lines to reveal, in order; none for a refused hunt (or an answer without rounds). */
export function huntLines(answer: HuntAnswerDto): HuntLine[] {
  const rounds = answer.rounds ?? [];
  const lines: HuntLine[] = rounds.map((round) =>
    round.enemy
      ? { kind: 'ghost', text: `Round ${round.round}: ${ghostArrives(round)}.` }
      : { kind: 'empty', text: `Round ${round.round}: ${EMPTY_ROUNDS[(round.round - 1) % EMPTY_ROUNDS.length]}` },
  );
  if (rounds.length > 0 && !rounds[rounds.length - 1].enemy) {
    lines.push({ kind: 'none', text: 'Five empty rounds: no ghost came near the trap.' });
    return lines;
  }
  const c = answer.catch;
  if (!c) return lines;
  const name = enemyName(answer);
  switch (c.decidedBy) {
    case 'specialBait':
      lines.push({
        kind: 'escaped',
        text: c.monster ? `${name} is a monster: no trap holds it without monster plasma.` : `${name} will not stay for this bait.`,
      });
      break;
    case 'regular':
      lines.push({ kind: 'chance', text: chanceText(c) });
      lines.push({ kind: 'caught', text: `The trap snaps shut on ${name}!` });
      break;
    case 'mystic':
      lines.push({ kind: 'chance', text: chanceText(c) });
      lines.push({ kind: 'caught', text: `The trap misses, but your mystic power binds ${name}!` });
      break;
    default:
      lines.push({ kind: 'chance', text: chanceText(c) });
      lines.push({ kind: 'escaped', text: `${name} breaks free and escapes.` });
  }
  return lines;
}

/** Why a hunt failed, in words from the answer's numbers; null for a catch and for the cooldown answers (their own texts). */
export function huntFailureReason(answer: HuntAnswerDto): string | null {
  const c = answer.catch;
  const name = enemyName(answer);
  switch (answer.huntResult) {
    case 'GhostTooPowerful': {
      if (!c) return `${name} was too strong for your trap.`;
      const needed = `${name} needs power ${n(c.scareFactor)} for a sure catch; your trap held ${n(c.power)}`;
      const short = c.scareFactor > c.power ? ` (${n(c.scareFactor - c.power)} short)` : '';
      return c.chanceBp > 0
        ? `${needed}${short}. A ${bpPercent(c.chanceBp)} chance, and not this time.`
        : `${needed}${short}: no chance at all.`;
    }
    case 'NoSpecialBait':
      return c?.monster
        ? `Monster plasma needed: ${name} is a monster, and only monster plasma holds it.`
        : `Special bait needed: ${name} only stays for its special bait, and you carry none.`;
    case 'WrongBait':
      return 'Wrong bait: this hunting ground only answers to its special bait, and yours is not it.';
    case 'NoBait':
      return 'No bait: nothing comes to an empty trap.';
    case 'NoGhost':
      return 'No ghost: five empty rounds, and nothing came near the trap.';
    default:
      return null;
  }
}
