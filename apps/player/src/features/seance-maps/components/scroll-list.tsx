import type { SeanceScrollDto } from '@grimhunt/contracts';
import { ItemArt } from '../../../components/item-art';
import { useStartSeanceMap } from '../api/start-seance-map';
import { errorText, MAP_SCREEN_TEXTS } from '../seance-maps-messages';

interface ScrollListProps {
  scrolls: SeanceScrollDto[];
  onStarted: (mapId: string) => void;
  notify: (text: string, tone: 'ok' | 'error') => void;
}

/** My séance scrolls: each starts a map of its tier's ghosts (one scroll is spent). */
export function ScrollList({ scrolls, onStarted, notify }: ScrollListProps) {
  const start = useStartSeanceMap();
  return (
    <section className="panel maps__scrolls" aria-labelledby="scrolls-title">
      <h2 id="scrolls-title" className="maps__heading">
        Séance scrolls
      </h2>
      {scrolls.length === 0 && <p className="muted">{MAP_SCREEN_TEXTS.noScrolls}</p>}
      <ul className="maps__list">
        {scrolls.map((s) => (
          <li key={s.itemId} className="maps__scroll" data-testid="seance-scroll">
            <ItemArt imageId={s.imageId} itemType="seancescroll" name={s.name} size={48} />
            <div className="maps__grow">
              <p className="maps__name">{s.name}</p>
              <p className="muted">
                {s.ghosts} ghosts · you own {s.amount}
              </p>
            </div>
            <button
              type="button"
              className="btn btn--primary"
              disabled={start.isPending}
              onClick={() =>
                start.mutate(s.itemId, {
                  onSuccess: (map) => {
                    notify(`The séance begins: ${map.ghosts.length} ghosts to catch`, 'ok');
                    onStarted(map.id);
                  },
                  onError: (error) => notify(errorText(error), 'error'),
                })
              }
            >
              Start a séance
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
