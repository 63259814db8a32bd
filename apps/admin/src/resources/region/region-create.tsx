import { DetailCreate } from '../../components/detail-form';
import { RegionFields } from './region-form';

export const NEW_REGION = { name: '', imageId: null, animatedImageId: null, sequence: 0, xpReqired: 0, visible: false, keyId: null };

export function RegionCreate() {
  return (
    <DetailCreate defaults={NEW_REGION}>
      <RegionFields />
    </DetailCreate>
  );
}
