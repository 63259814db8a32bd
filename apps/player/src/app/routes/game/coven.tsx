import { useParams } from 'react-router-dom';
import { CovenScreen } from '../../../features/covens/components/coven-screen';

/** /covens/{covenId}: one coven's page (a new id renders a fresh screen). */
export function CovenRoute() {
  const { covenId = '' } = useParams();
  return <CovenScreen key={covenId} covenId={covenId} />;
}
