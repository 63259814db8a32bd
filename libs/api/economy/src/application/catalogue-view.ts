import { ClientItemDto, CurrencyDto, ItemAmountDto, ItemDto, ItemTypeDto } from '@grimhunt/contracts';
import type { CatalogueSnapshot } from '@grimhunt/api-catalogue';

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * The economy's lookups over one catalogue snapshot (so the reads of one request agree), with the player-side item
 * shape. `clientItem` mirrors the catalogue's `toClientItem` presenter field for field (`GET /api/ClientItem/:id`):
 * the catalogue index does not export it yet; replace this copy with the facade's once it does.
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
    const snapshot = this.snapshot;
    const rarity = item.rarity ? snapshot.get('rarity', item.rarity) : undefined;
    const mats = (list: readonly ItemAmountDto[]) =>
      list.map((m) => {
        const mat = snapshot.get('item', m.itemId);
        return { itemId: m.itemId, amount: m.amount, itemName: mat?.name ?? '', itemImageId: mat?.imageId ?? null };
      });
    return {
      id: item.id,
      name: item.name,
      itemType: this.typeShortName(item),
      imageId: item.imageId,
      animatedImageId: item.animatedId,
      flavorText: item.flavorText,
      rarity: rarity ? { id: rarity.id, name: rarity.name, shortName: rarity.shortName, colorHex: rarity.colorHex } : null,
      stats: {
        statEntries: item.stats.statEntries.map((entry) => {
          const stat = snapshot.byShortName('stat', entry.shortName) as { imageId?: string | null; flavorText?: string; unitSymbol?: string } | undefined;
          return {
            name: entry.name,
            shortName: entry.shortName,
            valueFrom: entry.valueFrom,
            valueTo: entry.valueTo,
            procPercent: entry.procPercent,
            statType: entry.statType,
            statImageId: stat?.imageId ?? null,
            statFlavorText: stat?.flavorText ?? '',
            statUnitSymbol: stat?.unitSymbol ?? '',
          };
        }),
      },
      price: { currencyEntries: item.price.currencyEntries.map((c) => ({ name: c.name, value: c.value })) },
      craftingMats: mats(item.craftingMats),
      craftingMatsPremium: mats(item.craftingMatsPremium),
      unique: item.unique,
      reqXP: item.reqXP,
      transferable: item.transferable,
      contractType: item.contractType ? { name: capitalize(item.contractType), shortName: item.contractType } : null,
    };
  }
}
