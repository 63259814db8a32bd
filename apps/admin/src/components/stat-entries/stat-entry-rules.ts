import { DEFAULT_PROC_PERCENT, STAT_TYPE, type ItemStatEntryDto, type StatDto } from '@grimhunt/contracts';

export type StatEntryField = 'valueFrom' | 'valueTo' | 'procPercent' | 'procType' | 'procEventType' | 'affectedCreatureType';

/** Stat type 0 shows only from/to; type 1 (proc) also procPercent, procType, procEventType, affectedCreatureType. */
export function statEntryFields(statType: number | null | undefined): StatEntryField[] {
  if (Number(statType) === STAT_TYPE.proc) {
    return ['valueFrom', 'valueTo', 'procPercent', 'procType', 'procEventType', 'affectedCreatureType'];
  }
  return ['valueFrom', 'valueTo'];
}

/** A new stat entry: valueFrom 0, valueTo 0, procPercent 100. */
export function newStatEntry(stat?: Pick<StatDto, 'name' | 'shortName' | 'statType'>): ItemStatEntryDto {
  return {
    name: stat?.name ?? '',
    shortName: stat?.shortName ?? '',
    valueFrom: 0,
    valueTo: 0,
    procPercent: DEFAULT_PROC_PERCENT,
    statType: stat?.statType ?? STAT_TYPE.stat,
  };
}

/** Position of entry `index` among the entries with the same name. */
export function occurrenceOf(entries: readonly ItemStatEntryDto[], index: number): number {
  const name = entries[index]?.name;
  return entries.slice(0, index).filter((entry) => entry.name === name).length;
}

/** Removes only the `occurrence`-th entry named `name`; others, same-named ones included, stay. */
export function removeStatEntry(entries: readonly ItemStatEntryDto[], name: string, occurrence: number): ItemStatEntryDto[] {
  let seen = -1;
  return entries.filter((entry) => {
    if (entry.name !== name) return true;
    seen += 1;
    return seen !== occurrence;
  });
}

/** Choosing a stat on a row copies its name, shortName and statType. */
export function applyStat(entry: ItemStatEntryDto, stat: Pick<StatDto, 'name' | 'shortName' | 'statType'>): ItemStatEntryDto {
  return { ...entry, name: stat.name, shortName: stat.shortName, statType: stat.statType };
}
