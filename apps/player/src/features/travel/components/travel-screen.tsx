import { Spinner } from '../../../components/spinner';
import { ScreenHeader } from '../../../components/screen-header';
import { useTravelScreen } from '../hooks/use-travel-screen';
import { GroundCard } from './ground-card';
import { RegionTabs } from './region-tabs';
import { TravelOutcomeDialog } from './travel-outcome-dialog';
import '../travel.css';

/**
 * Travel: regions by sequence, the grounds of the chosen region by sequence with their required XP,
 * travel cost in gold (PAID once visited), key and special bait, and a TRAVEL button; the outcome shows in a popup.
 */
export function TravelScreen() {
  const { current, regions, list, selected, region, grounds, xp, busy, outcome, locksOf, selectRegion, travelTo, closeOutcome } =
    useTravelScreen();

  return (
    <section className="travel-screen" aria-labelledby="travel-title">
      <ScreenHeader
        titleId="travel-title"
        eyebrow="The road goes ever on"
        title="Travel"
        tagline={
          current ? (
            <>
              You hunt in <strong data-testid="travel-current">{current.name}</strong>.
            </>
          ) : (
            'Choose where to set your trap.'
          )
        }
      />
      {regions.isPending ? (
        <Spinner label="Unfolding the map..." />
      ) : regions.isError ? (
        <p className="alert alert--error" role="alert">
          Could not load the regions: {regions.error.message}
        </p>
      ) : list.length === 0 ? (
        <p className="empty-note">No region is open yet.</p>
      ) : (
        <>
          <RegionTabs regions={list} selected={selected} xp={xp} onSelect={selectRegion} />
          {grounds.isPending ? (
            <Spinner label="Finding the paths..." />
          ) : grounds.isError ? (
            <p className="alert alert--error" role="alert">
              Could not load the hunting grounds: {grounds.error.message}
            </p>
          ) : (
            <div className="ground-grid" role="region" aria-label={region ? `Hunting grounds of ${region.name}` : 'Hunting grounds'}>
              {grounds.data.map((ground) => (
                <GroundCard key={ground.id} ground={ground} locks={locksOf(ground)} busy={busy} onTravel={() => travelTo(ground)} />
              ))}
              {grounds.data.length === 0 && <p className="empty-note">No hunting ground is open in this region yet.</p>}
            </div>
          )}
        </>
      )}
      {outcome && <TravelOutcomeDialog outcome={outcome} onClose={closeOutcome} />}
    </section>
  );
}
