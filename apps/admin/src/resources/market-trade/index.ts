import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { MarketTradeList } from './market-trade-list';

/** `<Resource name="markettrade" {...marketTradeResource} />`: the market's trades, read-only. */
export const marketTradeResource = {
  list: MarketTradeList,
  icon: ReceiptLongIcon,
  options: { label: 'market trades' },
};
