import { CovensScreen } from '../../../features/covens/components/covens-screen';

export function CovensRoute() {
  return <CovensScreen />;
}
