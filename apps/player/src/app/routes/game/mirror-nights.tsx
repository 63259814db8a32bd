import { MirrorNightsScreen } from '../../../features/mirror-nights/components/mirror-nights-screen';

export function MirrorNightsRoute() {
  return <MirrorNightsScreen />;
}
