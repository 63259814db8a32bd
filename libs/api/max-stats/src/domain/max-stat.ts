/** Slots of one equipment type filled with its best item. */
export interface SlotContribution {
  /** Item type short name (relic, mechanism, ...). */
  slotType: string;
  slotCount: number;
  itemName: string;
  valuePerItem: number;
  totalValue: number;
}

/** An item that counts without a slot of its own: a claimed collection or an always-equipped item (keys, ...). */
export interface CollectionContribution {
  collectionName: string;
  value: number;
}

/** How a max stat's figure is made up. */
export interface MaxStatBreakdown {
  totalFromItems: number;
  totalFromCollections: number;
  slotContributions: SlotContribution[];
  collectionContributions: CollectionContribution[];
}

/** A stored max stat (one per stat short name). */
export interface MaxStat {
  id: string;
  name: string;
  statShortName: string;
  currentMaxValue: number;
  targetMaxValue: number;
  highestPlayerName: string | null;
  highestPlayerValue: number;
  lastCalculated: Date | null;
  metadata: MaxStatBreakdown | null;
}

/** What a calculation writes; the id stays the stored one. */
export type MaxStatValues = Omit<MaxStat, 'id'>;
