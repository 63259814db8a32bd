/** A currency and an amount of it (a price, a refund, a reward). */
export interface CurrencyAmount {
  name: string;
  value: number;
}

/** An item and an amount of it (a crafting material, a package's content). */
export interface ItemAmount {
  itemId: string;
  amount: number;
}

/** A catalogue item, by the fields the shop, trades and collections read. */
export interface CatalogueItem {
  id: string;
  name: string;
  visible: boolean;
  reqXP: number;
  price: { currencyEntries: CurrencyAmount[] };
  refund: { currencyEntries: CurrencyAmount[] };
  buyable: boolean;
  premiumShop: boolean;
  /** Subscription level needed to buy or use it (0: none). */
  needSub: number;
  unique: boolean;
  itemIdRequiredForUnlockCrafting: string | null;
  craftingMats: ItemAmount[];
  craftingMatsPremium: ItemAmount[];
  /** A collection's trophies (empty for other items). */
  trophieItemIds: string[];
}
