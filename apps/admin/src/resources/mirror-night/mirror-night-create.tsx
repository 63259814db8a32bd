import { DetailCreate } from '../../components/detail-form';
import { MirrorNightFields } from './mirror-night-form';
import { newMirrorNight } from './mirror-night-rules';

export function MirrorNightCreate() {
  return (
    <DetailCreate defaults={newMirrorNight(new Date())}>
      <MirrorNightFields create />
    </DetailCreate>
  );
}
