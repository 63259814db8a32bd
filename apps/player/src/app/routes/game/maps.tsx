import { MapsScreen } from '../../../features/seance-maps/components/maps-screen';
import { PurseBar } from '../../../features/user/components/purse-bar';

/** /maps: séance maps, hunted together with friends. */
export function MapsRoute() {
  return <MapsScreen aside={<PurseBar />} />;
}
