import type { Identifier } from 'react-admin';
import { DetailEdit } from '../../components/detail-form';
import { SettingFields } from './setting-form';

export function SettingEdit({ id }: { id: Identifier }) {
  return (
    <DetailEdit id={id}>
      <SettingFields />
    </DetailEdit>
  );
}
