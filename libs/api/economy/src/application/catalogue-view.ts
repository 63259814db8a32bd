import { ClientItemDto, CurrencyDto, ItemDto, ItemTypeDto } from '@grimhunt/contracts';
import { toClientItem, type CatalogueSnapshot } from '@grimhunt/api-catalogue';

/**
 * The economy's lookups over one catalogue snapshot (so the reads of one request agree), with the player-side item
 * shape of the catalogue's presenter (`GET /api/ClientItem/:id`).
 */
export class CatalogueView {
  private readonly currenciesByShort: Map<string, CurrencyDto>;

  constructor(readonly snapshot: CatalogueSnapshot) {
    this.currenciesByShort = new Map(snapshot.list('currency').map((c) => [c.shortName, c]));
  }

  item(id: string): ItemDto | undefined {
    return this.snapshot.get('item', id);
  }

  typeOf(item: Pick<ItemDto, 'type'>): ItemTypeDto | undefined {
    return item.type ? this.snapshot.get('itemtype', item.type) : undefined;
  }

  typeShortName(item: Pick<ItemDto, 'type'>): string | null {
    return this.typeOf(item)?.shortName ?? null;
  }

  itemName(id: string): string {
    return this.item(id)?.name ?? 'an unknown item';
  }

  currency(shortName: string): CurrencyDto | undefined {
    return this.currenciesByShort.get(shortName);
  }

  currencyName(shortName: string): string {
    return this.currency(shortName)?.name ?? shortName;
  }

  /** Currencies by display order. */
  currencies(): CurrencyDto[] {
    return [...this.snapshot.list('currency')].sort((a, b) => a.orderIndex - b.orderIndex || a.shortName.localeCompare(b.shortName));
  }

  itemTypes(): ItemTypeDto[] {
    return [...this.snapshot.list('itemtype')].sort((a, b) => a.orderIndex - b.orderIndex || a.shortName.localeCompare(b.shortName));
  }

  clientItem(item: ItemDto): ClientItemDto {
    return toClientItem(item, this.snapshot);
  }
}
