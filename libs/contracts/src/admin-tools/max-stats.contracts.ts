/**
 * Max stats: per stat of the catalogue, the theoretical maximum a player can
 * reach with the best items, the highest value a player has equipped, and a current value that follows the
 * target gradually. Decisions: docs/max-stats.md.
 */
export const MAX_STAT_ROUTES = {
  base: 'maxstat',
  recalculateAll: 'recalculate-all',
  updateGradual: 'update-gradual',
} as const;

/** One equipment item type at its best: `slotCount` × the best item's value. */
export interface MaxStatSlotContributionDto {
  /** Item type short name (relic, mechanism, ...). */
  slotType: string;
  slotCount: number;
  itemName: string;
  valuePerItem: number;
  totalValue: number;
}

/** An item that counts without a slot of its own: a claimed collection or an always-equipped item (keys, ...). */
export interface MaxStatCollectionContributionDto {
  collectionName: string;
  value: number;
}

export interface MaxStatMetadataDto {
  totalFromItems: number;
  totalFromCollections: number;
  slotContributions: MaxStatSlotContributionDto[];
  collectionContributions: MaxStatCollectionContributionDto[];
}

export interface MaxStatDto {
  id: string;
  /** The stat's display name. */
  name: string;
  statShortName: string;
  currentMaxValue: number;
  targetMaxValue: number;
  /** The player whose equipped value of the stat is the highest; null when nobody has any. */
  highestPlayerName: string | null;
  highestPlayerValue: number;
  /** ISO 8601. */
  lastCalculated: string | null;
  /** Null for rows written before equipment data was kept: the page asks for a recalculation. */
  metadata: MaxStatMetadataDto | null;
}

/** Answer of `recalculate-all` and `update-gradual`. */
export interface MaxStatsRunResultDto {
  success: boolean;
  message: string;
  maxStats: MaxStatDto[];
}

/** `update-gradual` moves the current value this share of the gap toward the target, at least 1 (docs/max-stats.md). */
export const MAX_STAT_GRADUAL_PERCENT = 10;

export const MAX_STAT_ERROR_CODES = {
  busy: 'MAX_STATS.CONFLICT',
} as const;

/** Texts. The page appends the server's message after the ': ' prefixes. */
export const MAX_STAT_MESSAGES = {
  recalculated: 'All max stats recalculated successfully',
  updateInitiated: 'All max stats update initiated successfully',
  confirmRecalculate: 'Are you sure you want to recalculate all max stats? This may take a while.',
  confirmUpdateGradual: 'Are you sure you want to update all max stats gradually? This may take a while.',
  empty: 'No max stats available',
  failedToLoad: 'Failed to load max stats: ',
  errorLoading: 'Error loading max stats: ',
  failedToRecalculate: 'Failed to recalculate: ',
  failedToUpdate: 'Failed to initiate update: ',
  networkError: 'Error: ',
  busy: 'Max stats are being calculated right now. Try again in a moment.',
} as const;
