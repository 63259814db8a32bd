import type { Identifier } from 'react-admin';
import { DetailEdit } from '../../components/detail-form';
import { PremiumPackageFields } from './premium-package-form';

export function PremiumPackageEdit({ id }: { id: Identifier }) {
  return (
    <DetailEdit id={id}>
      <PremiumPackageFields />
    </DetailEdit>
  );
}
