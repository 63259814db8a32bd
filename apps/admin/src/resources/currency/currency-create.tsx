import { DEFAULT_ORDER_INDEX } from '@grimhunt/contracts';
import { DetailCreate } from '../../components/detail-form';
import { CurrencyFields } from './currency-form';

/** Defaults of a new currency. */
export const NEW_CURRENCY = { name: '', shortName: '', flavorText: '', orderIndex: DEFAULT_ORDER_INDEX, imageId: null };

export function CurrencyCreate() {
  return (
    <DetailCreate defaults={NEW_CURRENCY}>
      <CurrencyFields />
    </DetailCreate>
  );
}
