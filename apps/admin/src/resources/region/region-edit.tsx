import type { Identifier } from 'react-admin';
import { DetailEdit } from '../../components/detail-form';
import { HuntingGroundsPanel } from './hunting-grounds-panel';
import { RegionFields } from './region-form';

/** Region detail; its hunting grounds (and their tables) are edited below the region form. */
export function RegionEdit({ id }: { id: Identifier }) {
  return (
    <DetailEdit id={id} after={<HuntingGroundsPanel regionId={String(id)} />}>
      <RegionFields />
    </DetailEdit>
  );
}
