import type { TournamentDto, TournamentPrizeDto, TournamentStatus } from '@grimhunt/contracts';

/** Pure texts of the tournament screens. */

export const STATUS_LABELS: Record<TournamentStatus, string> = { upcoming: 'Upcoming', running: 'Running', finished: 'Finished' };

/** "10 points a ghost" and the rarities that score otherwise: "Rare 40". */
export function scoringText(t: Pick<TournamentDto, 'pointsPerGhost' | 'pointsPerRarity'>): string {
  const base = `${t.pointsPerGhost} point${t.pointsPerGhost === 1 ? '' : 's'} a ghost`;
  if (t.pointsPerRarity.length === 0) return base;
  return `${base}; ${t.pointsPerRarity.map((r) => `${r.rarityName} ${r.points}`).join(', ')}`;
}

/** Who may enter by rank: "Any rank", "Ranks Apprentice to Master", "From Apprentice", "Up to Master". */
export function bracketText(t: Pick<TournamentDto, 'minRank' | 'maxRank'>): string {
  if (t.minRank && t.maxRank)
    return t.minRank.id === t.maxRank.id ? `Rank ${t.minRank.name} only` : `Ranks ${t.minRank.name} to ${t.maxRank.name}`;
  if (t.minRank) return `From rank ${t.minRank.name}`;
  if (t.maxRank) return `Up to rank ${t.maxRank.name}`;
  return 'Any rank';
}

/** The prize of a place, or null when the place pays nothing. */
export function prizeFor(prizes: TournamentPrizeDto[], place: number): TournamentPrizeDto | null {
  const prize = prizes.find((p) => p.place === place);
  return prize && (prize.gold > 0 || prize.tokens > 0) ? prize : null;
}

/** "500 gold + 20 tokens" (each scoring member of the coven receives it). */
export function prizeText(prize: TournamentPrizeDto): string {
  const parts = [prize.gold > 0 ? `${prize.gold.toLocaleString('en-US')} gold` : '', prize.tokens > 0 ? `${prize.tokens} tokens` : ''];
  return parts.filter(Boolean).join(' + ');
}

/** The length of a tournament in hours ("6 h", "1 d 12 h"). */
export function durationText(startsAt: string, endsAt: string): string {
  const hours = Math.round((Date.parse(endsAt) - Date.parse(startsAt)) / 3_600_000);
  return hours >= 24 ? `${Math.floor(hours / 24)} d${hours % 24 ? ` ${hours % 24} h` : ''}` : `${hours} h`;
}

export const formatWhen = (iso: string) => new Date(iso).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

/** The tab a visitor lands on: running tournaments first, then upcoming, then finished. */
export function firstTab(list: Record<TournamentStatus, unknown[]>): TournamentStatus {
  if (list.running.length > 0) return 'running';
  if (list.upcoming.length > 0 || list.finished.length === 0) return 'upcoming';
  return 'finished';
}
