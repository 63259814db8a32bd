import { TournamentsScreen } from '../../../features/tournaments/components/tournaments-screen';

export function TournamentsRoute() {
  return <TournamentsScreen />;
}
