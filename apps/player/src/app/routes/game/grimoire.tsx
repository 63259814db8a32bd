import { GrimoireScreen } from '../../../features/grimoire/components/grimoire-screen';
import { GhostCrowns } from '../../../features/odds/components/ghost-crowns';
import { HuntOddsPanel } from '../../../features/odds/components/hunt-odds-panel';

/** The album: the ghosts by ground, then the odds of the next hunt on the current ground and the crowns won. */
export function GrimoireRoute() {
  return (
    <>
      <GrimoireScreen />
      <div className="album-odds">
        <HuntOddsPanel title="Odds on your ground" />
        <GhostCrowns />
      </div>
    </>
  );
}
