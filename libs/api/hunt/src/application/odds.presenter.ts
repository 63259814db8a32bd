import { ExpectedLootDto, GhostOddsDto, HuntOddsDto, HuntingGroundDto, SetupScoreDto } from '@grimhunt/contracts';
import { ROLL_SPACE } from '../domain/hunt-engine';
import { ExpectedLoot, OddsReport } from '../domain/hunt-odds';
import { AdvisorScore } from '../domain/setup-advisor';
import { HuntCatalogue } from './hunt-catalogue';

/** Probabilities in whole basis points; expected amounts to two decimals. */
export const toBp = (p: number): number => Math.round(p * ROLL_SPACE);
export const round2 = (n: number): number => Math.round(n * 100) / 100;

export function groundRef(ground: HuntingGroundDto | null): { id: string; name: string } | null {
  return ground ? { id: ground.id, name: ground.name } : null;
}

function lootDto(loot: ExpectedLoot[], catalogue: HuntCatalogue): ExpectedLootDto[] {
  return loot
    .filter((l) => l.amount > 0)
    .sort((a, b) => b.amount - a.amount || a.itemId.localeCompare(b.itemId))
    .map((l) => ({ item: catalogue.itemRef(l.itemId), amount: Math.round(l.amount * 10_000) / 10_000 }));
}

export function enemyRef(catalogue: HuntCatalogue, enemyId: string): GhostOddsDto['enemy'] {
  const enemy = catalogue.enemy(enemyId);
  const rarity = enemy?.enemyRarity ? catalogue.snapshot.get('rarity', enemy.enemyRarity) : undefined;
  return {
    id: enemyId,
    name: enemy?.name ?? 'an unknown ghost',
    imageId: enemy?.imageId ?? null,
    rarity: rarity ? { name: rarity.name, shortName: rarity.shortName, colorHex: rarity.colorHex } : null,
  };
}

export function scoreDto(score: AdvisorScore): SetupScoreDto {
  return { baitProblem: score.baitRefusal, catchRateBp: toBp(score.catchRate), gold: round2(score.gold), xp: round2(score.xp) };
}

/** The odds report in the player's shape (names and pictures from the catalogue). */
export function toOddsDto(report: OddsReport, ground: HuntingGroundDto | null, catalogue: HuntCatalogue): HuntOddsDto {
  return {
    ground: groundRef(ground),
    baitProblem: report.baitRefusal,
    noGhostBp: toBp(report.noGhost),
    catchRateBp: toBp(report.catchRate),
    gold: round2(report.gold),
    xp: round2(report.xp),
    loot: lootDto(report.loot, catalogue),
    ghosts: report.ghosts.map((g) => ({
      enemy: enemyRef(catalogue, g.enemyId),
      via: g.via,
      attractionBp: toBp(g.met),
      catchBp: g.catchBp,
      catchReason: g.reason,
      gold: round2(g.gold),
      xp: round2(g.xp),
      loot: lootDto(g.loot, catalogue),
    })),
  };
}
