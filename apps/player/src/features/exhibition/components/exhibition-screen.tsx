import type { ReactNode } from 'react';
import { Popup } from '../../../components/popup';
import { ScreenHeader } from '../../../components/screen-header';
import { Spinner } from '../../../components/spinner';
import { useExhibitionScreen } from '../hooks/use-exhibition-screen';
import { ExhibitionCard } from './exhibition-card';
import { ExhibitionToolbar } from './exhibition-toolbar';
import '../exhibition.css';

/** The exhibition: collections with filter, sort, trophies, Claim and Equip/Unequip. */
export function ExhibitionScreen({ aside }: { aside?: ReactNode }) {
  const view = useExhibitionScreen();
  const { exhibition, all, shown } = view;

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

      <ExhibitionToolbar
        filter={view.filter}
        sort={view.sort}
        ascending={view.ascending}
        onFilter={view.setFilter}
        onSort={view.setSort}
        onFlipOrder={view.flipOrder}
      />

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
              busy={view.isBusy(entry)}
              onClaim={view.claim}
              onToggleEquip={view.toggleEquip}
            />
          ))}
        </div>
      )}
      {exhibition.isFetchingNextPage && <Spinner label="Opening the next hall..." />}
      <div ref={view.sentinel} className="scroll-sentinel" aria-hidden="true" />
      <Popup popup={view.popup} onClose={view.closePopup} />
    </section>
  );
}
