import { JournalEntryDto } from '@grimhunt/contracts';
import { HuntCatalogue } from './hunt-catalogue';
import { JournalRecord } from './ports/journal.repository.port';

/** What a journal entry's presentation reads of the catalogue. */
export type JournalCatalogue = Pick<HuntCatalogue, 'enemy' | 'clientEnemy' | 'itemRef'>;

/** A journal row in the player's shape, names and images from the catalogue. */
export function toJournalEntryDto(record: JournalRecord, catalogue: JournalCatalogue): JournalEntryDto {
  const enemy = catalogue.enemy(record.enemyId);
  return {
    id: record.id,
    type: record.type,
    timeStamp: record.at,
    enemy: enemy ? catalogue.clientEnemy(enemy) : null,
    loot: record.loot.map((l) => ({ item: catalogue.itemRef(l.itemId), amount: l.amount })),
    data: { ...record.data },
    seed: record.seed,
  };
}
