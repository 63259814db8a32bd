import { Spinner } from '../../../components/spinner';
import { useHuntOddsPanel } from '../hooks/use-hunt-odds-panel';
import { GhostRow } from './odds-ghost-row';
import { Summary } from './odds-summary';
import '../odds.css';

const BAIT_PROBLEMS = {
  NoBait: 'No bait at work: equip bait, or this trap stays silent. The odds below assume it would hunt.',
  WrongBait: 'This ground only takes its special bait. The odds below assume you carried it.',
} as const;

/**
 * "The odds": for the setup at work on the current ground, each ghost's chance to come and to be caught and the
 * expected gold, XP and loot per hunt, as the server's engine computes them. `limit` shows the likeliest ghosts only.
 */
export function HuntOddsPanel({ limit, title = 'The odds' }: { limit?: number; title?: string }) {
  const { odds, shown, rarer } = useHuntOddsPanel(limit);
  return (
    <section className="panel odds-panel" aria-labelledby="odds-title" data-testid="odds-panel">
      <div className="odds-panel__head">
        <h2 id="odds-title" className="odds-panel__title">
          {title}
        </h2>
        {odds.data?.ground && <span className="odds-panel__ground">{odds.data.ground.name}</span>}
      </div>
      {odds.isPending ? (
        <Spinner label="Reading the omens..." />
      ) : odds.isError ? (
        <p className="alert alert--error" role="alert">
          Could not read the odds: {odds.error.message}
        </p>
      ) : (
        <>
          {odds.data.baitProblem && (
            <p className="alert alert--error odds-panel__bait" role="status">
              {BAIT_PROBLEMS[odds.data.baitProblem]}
            </p>
          )}
          <Summary odds={odds.data} />
          {odds.data.ghosts.length === 0 ? (
            <p className="empty-note">No ghost haunts this ground.</p>
          ) : (
            <ol className="odds-ghosts" aria-label="Ghosts of this ground">
              {shown.map((ghost) => (
                <GhostRow key={`${ghost.via}-${ghost.enemy.id}`} ghost={ghost} />
              ))}
            </ol>
          )}
          {rarer > 0 && <p className="muted odds-panel__more">and {rarer} rarer ghosts: every one is in the album.</p>}
        </>
      )}
    </section>
  );
}
