import type { CSSProperties } from 'react';
import type { HuntAnswerDto } from '@grimhunt/contracts';
import { huntToneOf } from '../../../lib/journal-view';
import { useHuntReveal } from '../hooks/use-hunt-reveal';
import { HuntResultOutcome } from './hunt-result-outcome';
import { HuntResultStage } from './hunt-result-stage';

/** The body of the hunt result: the stage, the rounds revealed one by one ("Show all" skips the wait), the outcome. */
export function HuntResultBody({ answer }: { answer: HuntAnswerDto }) {
  const reveal = useHuntReveal(answer);
  const tone = huntToneOf(answer.huntResult);
  return (
    <div
      className={`hunt-result hunt-result--${tone}${reveal.skipped ? ' hunt-result--shown' : ''}`}
      data-testid="hunt-result"
      data-result={answer.huntResult}
      style={reveal.timing}
    >
      <HuntResultStage enemy={answer.journalEntry?.enemy ?? null} result={answer.huntResult} />
      {reveal.lines.length > 0 && (
        <ol className="hunt-rounds" aria-label="How the hunt went">
          {reveal.lines.map((line, i) => (
            <li key={i} className={`hunt-rounds__line hunt-rounds__line--${line.kind}`} style={{ '--i': i } as CSSProperties}>
              {line.text}
            </li>
          ))}
        </ol>
      )}
      {reveal.canSkip && (
        <button type="button" className="btn btn--ghost btn--small hunt-result__skip" onClick={reveal.skip}>
          Show all
        </button>
      )}
      <HuntResultOutcome answer={answer} onShown={reveal.outcomeShown} />
    </div>
  );
}
