import { ClientItemDto, ItemAmountDto, ItemDto } from '@grimhunt/contracts';
import { CatalogueSnapshot } from './catalogue-snapshot';

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** An item in the player's shape (spec player §3 Item): whitelisted fields, references resolved. */
export function toClientItem(item: ItemDto, snapshot: CatalogueSnapshot): ClientItemDto {
  const itemType = item.type ? snapshot.get('itemtype', item.type) : undefined;
  const rarity = item.rarity ? snapshot.get('rarity', item.rarity) : undefined;
  const mats = (list: ItemAmountDto[]) =>
    list.map((m) => {
      const mat = snapshot.get('item', m.itemId);
      return { itemId: m.itemId, amount: m.amount, itemName: mat?.name ?? '', itemImageId: mat?.imageId ?? null };
    });
  return {
    id: item.id,
    name: item.name,
    itemType: itemType?.shortName ?? null,
    imageId: item.imageId,
    animatedImageId: item.animatedId,
    flavorText: item.flavorText,
    rarity: rarity ? { id: rarity.id, name: rarity.name, shortName: rarity.shortName, colorHex: rarity.colorHex } : null,
    stats: {
      statEntries: item.stats.statEntries.map((entry) => {
        const stat = snapshot.get('stat', String(snapshot.byShortName('stat', entry.shortName)?.['id'] ?? ''));
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
    refund: { currencyEntries: item.refund.currencyEntries.map((c) => ({ name: c.name, value: c.value })) },
    craftingMats: mats(item.craftingMats),
    craftingMatsPremium: mats(item.craftingMatsPremium),
    unique: item.unique,
    reqXP: item.reqXP,
    transferable: item.transferable,
    tradable: item.tradable,
    contractType: item.contractType ? { name: capitalize(item.contractType), shortName: item.contractType } : null,
  };
}
