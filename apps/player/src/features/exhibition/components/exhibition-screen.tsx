import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { ECONOMY_MESSAGES, type ExhibitionEntryDto } from '@grimhunt/contracts';
import { Popup } from '../../../components/popup';
import { Spinner } from '../../../components/spinner';
import { useInfiniteScroll } from '../../../hooks/use-infinite-scroll';
import { usePopup } from '../../../hooks/use-popup';
import { succeeded } from '../../../lib/game-action';
import { useEquipToggle } from '../../../hooks/use-equip-toggle';
import { useClaimCollection } from '../api/claim-collection';
import { useExhibition } from '../api/get-exhibition-page';
import { EXHIBITION_FILTERS, EXHIBITION_SORTS, viewExhibition, type ExhibitionFilter, type ExhibitionSort } from '../exhibition-view';
import { ExhibitionCard } from './exhibition-card';
import '../exhibition.css';
import { ScreenHeader } from '../../../components/screen-header';

export const CLAIM_ERROR = 'Error claiming collection';

/** The exhibition: collections with filter, sort, trophies, Claim and Equip/Unequip. */
export function ExhibitionScreen({ aside }: { aside?: ReactNode }) {
  const exhibition = useExhibition();
  const [filter, setFilter] = useState<ExhibitionFilter>('all');
  const [sort, setSort] = useState<ExhibitionSort>('xp');
  const [ascending, setAscending] = useState(false);
  const { popup, show, close } = usePopup();
  const claim = useClaimCollection();
  const claimingId = claim.isPending ? claim.variables : null;
  const { toggle, busyId } = useEquipToggle({ notify: show, serverMessages: false });

  const { fetchNextPage } = exhibition;
  const loadMore = useCallback(() => void fetchNextPage(), [fetchNextPage]);
  const sentinel = useInfiniteScroll({
    hasNextPage: !!exhibition.hasNextPage && !exhibition.isFetchNextPageError,
    isFetching: exhibition.isFetching,
    onLoadMore: loadMore,
  });

  const all = useMemo(() => exhibition.data?.pages.flatMap((page) => page.items ?? []) ?? [], [exhibition.data]);
  const shown = useMemo(() => viewExhibition(all, filter, sort, ascending), [all, filter, sort, ascending]);

  const onClaim = (entry: ExhibitionEntryDto) => {
    claim.mutate(entry.collection.id, {
      onSuccess: (result) => {
        if (succeeded(result)) show(ECONOMY_MESSAGES.collectionClaimed, 'ok');
        else show(CLAIM_ERROR, 'error');
      },
      onError: () => show(CLAIM_ERROR, 'error'),
    });
  };

  return (
    <section className="exhibition" aria-labelledby="exhibition-title">
      <ScreenHeader
        titleId="exhibition-title"
        eyebrow="Company store"
        title="Exhibition"
        tagline="Gather every trophy of a collection, claim it for the guild hall, and wear its blessing."
      >
        {aside}
      </ScreenHeader>

      <div className="exhibition__toolbar">
        <div className="tabs" role="group" aria-label="Filter collections">
          {EXHIBITION_FILTERS.map((f) => (
            <button
              key={f.value}
              type="button"
              aria-pressed={filter === f.value}
              className={`tabs__tab${filter === f.value ? ' tabs__tab--active' : ''}`}
              onClick={() => setFilter(f.value)}
            >
              {f.label}
            </button>
          ))}
        </div>
        <div className="sorter">
          <label className="sorter__label" htmlFor="exhibition-sort">
            Sort by
          </label>
          <select
            id="exhibition-sort"
            className="input sorter__select"
            value={sort}
            onChange={(event) => setSort(event.target.value as ExhibitionSort)}
          >
            {EXHIBITION_SORTS.map((s) => (
              <option key={s.value} value={s.value}>
                {s.label}
              </option>
            ))}
          </select>
          <button
            type="button"
            className="sorter__dir"
            aria-label={ascending ? 'Ascending' : 'Descending'}
            title={ascending ? 'Ascending (click for descending)' : 'Descending (click for ascending)'}
            onClick={() => setAscending((a) => !a)}
          >
            {ascending ? '▲' : '▼'}
          </button>
        </div>
      </div>

      {exhibition.isPending ? (
        <Spinner label="Dusting the display cases..." />
      ) : exhibition.isError && all.length === 0 ? (
        <p className="alert alert--error" role="alert">
          Error loading items: {exhibition.error.message}
        </p>
      ) : shown.length === 0 ? (
        <p className="panel empty-note">
          {all.length === 0 ? 'The exhibition halls are empty for now.' : 'No collection matches this filter.'}
        </p>
      ) : (
        <div className="collection-grid">
          {shown.map((entry) => (
            <ExhibitionCard
              key={entry.collection.id}
              entry={entry}
              busy={claimingId === entry.collection.id || busyId === entry.collection.id}
              onClaim={onClaim}
              onToggleEquip={(e) => toggle(e.collection.id, e.equipped)}
            />
          ))}
        </div>
      )}
      {exhibition.isFetchingNextPage && <Spinner label="Opening the next hall..." />}
      <div ref={sentinel} className="scroll-sentinel" aria-hidden="true" />
      <Popup popup={popup} onClose={close} />
    </section>
  );
}
