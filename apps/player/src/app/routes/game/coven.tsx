import { useParams } from 'react-router-dom';
import type { CovenDto } from '@grimhunt/contracts';
import { CovenEmblemPicker } from '../../../features/covens/components/coven-emblem-picker';
import { CovenScreen } from '../../../features/covens/components/coven-screen';
import { useTokenShop } from '../../../features/token-shop/api/get-token-shop';

/** The captain's emblem choice: the designs they own come from the token shop. */
function CaptainEmblemPicker({ coven }: { coven: CovenDto }) {
  const shop = useTokenShop();
  const owned = shop.data?.items.filter((item) => item.kind === 'emblem' && item.owned).map((item) => item.key);
  return <CovenEmblemPicker coven={coven} owned={owned} />;
}

/** /covens/{covenId}: one coven's page (a new id renders a fresh screen); its captain also picks the emblem design. */
export function CovenRoute() {
  const { covenId = '' } = useParams();
  return <CovenScreen key={covenId} covenId={covenId} emblemPicker={(coven) => <CaptainEmblemPicker coven={coven} />} />;
}
