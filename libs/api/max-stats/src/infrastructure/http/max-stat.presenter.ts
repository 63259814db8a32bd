import type { MaxStatDto } from '@grimhunt/contracts';
import { MaxStat } from '../../domain/max-stat';

/** Whitelists the answer fields. */
export function toMaxStatDto(stat: MaxStat): MaxStatDto {
  return {
    id: stat.id,
    name: stat.name,
    statShortName: stat.statShortName,
    currentMaxValue: stat.currentMaxValue,
    targetMaxValue: stat.targetMaxValue,
    highestPlayerName: stat.highestPlayerName,
    highestPlayerValue: stat.highestPlayerValue,
    lastCalculated: stat.lastCalculated ? stat.lastCalculated.toISOString() : null,
    metadata: stat.metadata
      ? {
          totalFromItems: stat.metadata.totalFromItems,
          totalFromCollections: stat.metadata.totalFromCollections,
          slotContributions: stat.metadata.slotContributions.map((c) => ({
            slotType: c.slotType,
            slotCount: c.slotCount,
            itemName: c.itemName,
            valuePerItem: c.valuePerItem,
            totalValue: c.totalValue,
          })),
          collectionContributions: stat.metadata.collectionContributions.map((c) => ({ collectionName: c.collectionName, value: c.value })),
        }
      : null,
  };
}
