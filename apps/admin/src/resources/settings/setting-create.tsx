import { DetailCreate } from '../../components/detail-form';
import { SettingFields } from './setting-form';

/** `POST /api/setting` inserts or updates by key. */
export function SettingCreate() {
  return (
    <DetailCreate defaults={{ key: '', value: '' }}>
      <SettingFields creating />
    </DetailCreate>
  );
}
