import { JOURNAL_TYPES, isHuntSuccess, type JournalDataDto, type JournalEntryDto } from '@grimhunt/contracts';

/** How a journal entry reads. Pure: parses the JSON texts of `data`. */

export type JournalKind = 'hunt' | 'travel' | 'rankUp' | 'missionReward' | 'system' | 'fetch' | 'unknown';

export const JOURNAL_TYPE_LABELS: Record<number, string> = {
  [JOURNAL_TYPES.travel]: 'Travel',
  [JOURNAL_TYPES.rankUp]: 'Rank up',
  [JOURNAL_TYPES.missionReward]: 'Mission reward',
  [JOURNAL_TYPES.system]: 'System message',
  [JOURNAL_TYPES.autoHunt]: 'Auto-hunt',
  [JOURNAL_TYPES.fetch]: 'Fetch',
  [JOURNAL_TYPES.hunt]: 'Hunt',
  [JOURNAL_TYPES.chronoHunt]: 'Chrono hunt',
};

export function kindOf(type: number): JournalKind {
  switch (type) {
    case JOURNAL_TYPES.travel:
      return 'travel';
    case JOURNAL_TYPES.rankUp:
      return 'rankUp';
    case JOURNAL_TYPES.missionReward:
      return 'missionReward';
    case JOURNAL_TYPES.system:
      return 'system';
    case JOURNAL_TYPES.fetch:
      return 'fetch';
    case JOURNAL_TYPES.autoHunt:
    case JOURNAL_TYPES.hunt:
    case JOURNAL_TYPES.chronoHunt:
      return 'hunt';
    default:
      return 'unknown';
  }
}

export const typeLabel = (type: number) => JOURNAL_TYPE_LABELS[type] ?? 'Unknown entry';

export interface RewardView {
  xp: number;
  currencies: { name: string; value: number }[];
}

/** `data.reward` is JSON text `{xp, currencyEntries:[{name,value}]}`; anything unreadable counts as no reward. */
export function parseReward(data: JournalDataDto | null | undefined): RewardView {
  if (!data?.reward) return { xp: 0, currencies: [] };
  try {
    const parsed = JSON.parse(data.reward) as { xp?: unknown; currencyEntries?: unknown };
    const xp = typeof parsed.xp === 'number' ? parsed.xp : 0;
    const currencies = Array.isArray(parsed.currencyEntries)
      ? parsed.currencyEntries
          .filter((c): c is { name: string; value: number } => !!c && typeof c.name === 'string' && typeof c.value === 'number')
          .map((c) => ({ name: c.name, value: c.value }))
      : [];
    return { xp, currencies };
  } catch {
    return { xp: 0, currencies: [] };
  }
}

export interface ProgressView {
  enemyName: string;
  caught: number;
  goal: number;
}

/** `data.progress` (mission rewards): JSON text of `[{enemyName, caught, goal}]`. */
export function parseProgress(data: JournalDataDto | null | undefined): ProgressView[] {
  if (!data?.progress) return [];
  try {
    const parsed = JSON.parse(data.progress) as unknown;
    if (!Array.isArray(parsed)) return [];
    return parsed
      .filter((p): p is ProgressView => !!p && typeof p.enemyName === 'string')
      .map((p) => ({ enemyName: p.enemyName, caught: Number(p.caught) || 0, goal: Number(p.goal) || 0 }));
  } catch {
    return [];
  }
}

/** The procs, with what they did. */
export const PROCS = [
  { key: 'goldenrain', label: 'Golden Rain', effect: 'gold x1.5' },
  { key: 'xplosion', label: 'Xplosion', effect: 'XP x1.5' },
  { key: 'onTheHouse', label: 'On the House', effect: 'bait not used' },
  { key: 'reconstruction', label: 'Reconstruction', effect: '+1 chrono charge' },
  { key: 'leprechaunsLuck', label: "Leprechaun's Luck", effect: 'next hunt in 5 s' },
  { key: 'doppelgaenger', label: 'Doppelgaenger', effect: 'double reward and loot' },
] as const;
export type ProcKey = (typeof PROCS)[number]['key'];

export function procsOf(data: JournalDataDto | null | undefined): (typeof PROCS)[number][] {
  if (!data) return [];
  return PROCS.filter((proc) => data[proc.key] === true);
}

/** `LH_<currency>` bonus amounts of the setup, as `{name, value}`. */
export function currencyBonusesOf(data: JournalDataDto | null | undefined): { name: string; value: number }[] {
  if (!data) return [];
  return Object.entries(data)
    .filter(([key, value]) => key.startsWith('LH_') && typeof value === 'number' && value > 0)
    .map(([key, value]) => ({ name: key.slice(3), value: value as number }));
}

export type HuntOutcomeTone = 'caught' | 'escaped' | 'empty' | 'refused';

/** Caught, escaped (a ghost came and got away), empty (no ghost) or refused (a check failed). */
export function huntToneOf(result: string | undefined): HuntOutcomeTone {
  if (isHuntSuccess(result)) return 'caught';
  if (result === 'GhostTooPowerful' || result === 'NoSpecialBait') return 'escaped';
  if (result === 'NoGhost') return 'empty';
  return 'refused';
}

export const HUNT_TONE_LABELS: Record<HuntOutcomeTone, string> = {
  caught: 'Caught!',
  escaped: 'Escaped',
  empty: 'Nothing came',
  refused: 'No hunt',
};

/** "1.7.2024, 11:05" in the player's locale and zone. */
export function formatTimestamp(ms: number): string {
  const date = new Date(ms);
  if (Number.isNaN(date.getTime())) return '';
  return date.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
}

export const entryKey = (entry: JournalEntryDto, index: number) => entry.id || `${entry.type}-${entry.timeStamp}-${index}`;
