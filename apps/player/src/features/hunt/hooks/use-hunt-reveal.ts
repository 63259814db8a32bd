import { useState, type AnimationEvent, type CSSProperties } from 'react';
import type { HuntAnswerDto } from '@grimhunt/contracts';
import { huntLines } from '../hunt-rounds';

/** Seconds between two revealed lines (CSS animation delays; none under prefers-reduced-motion). */
export const REVEAL_STEP_S = 0.6;

/**
 * The reveal of a hunt's rounds: the lines, the CSS timing (the ghost comes with its round, is caught or escapes
 * with the last line, the outcome follows), and the "Show all" button's state: `skip` ends the wait at once, and the
 * button goes when the outcome has appeared (`outcomeShown`, the outcome's own animation end).
 */
export function useHuntReveal(answer: HuntAnswerDto) {
  const lines = huntLines(answer);
  const [skipped, setSkipped] = useState(false);
  const [revealed, setRevealed] = useState(lines.length === 0);
  const ghostLine = Math.max(
    0,
    lines.findIndex((l) => l.kind === 'ghost'),
  );
  const timing = {
    '--step': `${REVEAL_STEP_S}s`,
    '--ghost-at': `${ghostLine * REVEAL_STEP_S}s`,
    '--decide-at': `${Math.max(0, lines.length - 1) * REVEAL_STEP_S}s`,
    '--outcome-at': `${lines.length * REVEAL_STEP_S}s`,
  } as CSSProperties;
  const outcomeShown = (event: AnimationEvent<HTMLDivElement>) => {
    if (event.target === event.currentTarget) setRevealed(true);
  };
  return {
    lines,
    skipped,
    skip: () => setSkipped(true),
    canSkip: !skipped && !revealed,
    timing,
    outcomeShown,
  };
}
