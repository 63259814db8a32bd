import { TravelScreen } from '../../../features/travel/components/travel-screen';

export function TravelRoute() {
  return <TravelScreen />;
}
