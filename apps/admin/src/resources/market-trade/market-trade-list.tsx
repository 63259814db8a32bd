import {
  AutocompleteInput,
  Datagrid,
  DateField,
  DateInput,
  FunctionField,
  List,
  NumberField,
  ReferenceInput,
  TextField,
  useListContext,
} from 'react-admin';
import type { MarketTradeDto } from '@grimhunt/contracts';

const tradeFilters = [
  <ReferenceInput key="itemId" source="itemId" reference="item" alwaysOn>
    <AutocompleteInput optionText="name" label="Item" filterToQuery={(q: string) => ({ q })} />
  </ReferenceInput>,
  <ReferenceInput key="userId" source="userId" reference="user" alwaysOn>
    <AutocompleteInput optionText="name" label="Buyer or seller" filterToQuery={(q: string) => ({ q })} />
  </ReferenceInput>,
  <DateInput key="from" source="from" label="From (UTC)" alwaysOn />,
  <DateInput key="to" source="to" label="Until (UTC, exclusive)" alwaysOn />,
];

/** A player's name that filters the list by that player when clicked (who trades with whom, and at what price). */
function PlayerFilterLink({ id, name }: { id: string; name: string }) {
  const { filterValues, setFilters } = useListContext();
  return (
    <button
      type="button"
      onClick={(event) => {
        event.stopPropagation();
        setFilters({ ...filterValues, userId: id });
      }}
      style={{ border: 0, padding: 0, background: 'none', color: '#7c3aed', cursor: 'pointer', font: 'inherit' }}
      title="Show this player's trades"
    >
      {name}
    </button>
  );
}

/** Every market trade, newest first, filtered by item, player and time: for finding gold passed between accounts. */
export function MarketTradeList() {
  return (
    <List filters={tradeFilters} sort={{ field: 'at', order: 'DESC' }} perPage={50} exporter={false}>
      <Datagrid bulkActionButtons={false} rowClick={false}>
        <DateField source="at" showTime label="Time" />
        <TextField source="itemName" label="Item" sortable={false} />
        <FunctionField<MarketTradeDto> label="Seller" render={(t) => <PlayerFilterLink id={t.sellerId} name={t.sellerName} />} />
        <FunctionField<MarketTradeDto> label="Buyer" render={(t) => <PlayerFilterLink id={t.buyerId} name={t.buyerName} />} />
        <NumberField source="price" />
        <NumberField source="amount" />
        <NumberField source="gold" />
        <NumberField source="tariff" />
      </Datagrid>
    </List>
  );
}
