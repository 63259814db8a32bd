import PaidIcon from '@mui/icons-material/Paid';
import { CurrencyList } from './currency-list';

/** `<Resource name="currency" {...currencyResource} />`: the list route also hosts the detail (`/currency/:id`, `/currency/create`). */
export const currencyResource = {
  list: CurrencyList,
  hasEdit: true,
  hasCreate: true,
  icon: PaidIcon,
  options: { label: 'currencies' },
  recordRepresentation: 'name',
};
