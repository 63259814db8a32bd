import { DetailCreate } from '../../components/detail-form';
import { StatFields } from './stat-form';

/** Defaults of a new stat. */
export const NEW_STAT = {
  name: '',
  shortName: '',
  statType: 0,
  procType: null,
  procEventType: null,
  affectedCreatureType: null,
  damageType: null,
  imageId: null,
  flavorText: '',
  unitSymbol: '',
};

export function StatCreate() {
  return (
    <DetailCreate defaults={NEW_STAT}>
      <StatFields />
    </DetailCreate>
  );
}
