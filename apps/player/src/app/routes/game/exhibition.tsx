import { ExhibitionScreen } from '../../../features/exhibition/components/exhibition-screen';
import { PurseBar } from '../../../features/user/components/purse-bar';

export function ExhibitionRoute() {
  return <ExhibitionScreen aside={<PurseBar />} />;
}
