import type { MaxStatMetadataDto } from '@grimhunt/contracts';

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
  metadata: MaxStatMetadataDto | null;
}

/** What a calculation writes; the id stays the stored one. */
export type MaxStatValues = Omit<MaxStat, 'id'>;
