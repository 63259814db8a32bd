import { Inject, Injectable } from '@nestjs/common';
import { EnemyDto, GRIMOIRE_PSEUDO_REGIONS, GrimoireEnemyDto } from '@grimhunt/contracts';
import { CatalogueFacade } from '@grimhunt/api-catalogue';
import { catchChanceBp, dropChanceBp } from '../../../domain/hunt-engine';
import { UnknownHuntingGroundError } from '../../../domain/hunt.errors';
import { HuntCatalogue } from '../../hunt-catalogue';
import { HuntLoader } from '../../hunt-pipeline/hunt-loader';
import { LoadoutReader } from '../../loadout.reader';
import { HUNT_RECORDS, HuntRecords } from '../../ports/hunt-records.port';
import { HUNTER_REPOSITORY, HunterRepository } from '../../ports/hunter.repository.port';

const PSEUDO = new Set<string>(GRIMOIRE_PSEUDO_REGIONS.map((r) => r.id));

/**
 * `GET /api/ClientGrimoire/getEnemies/{huntingGroundOrSpecialKey}`: the visible ghosts of a
 * hunting ground (its tables), of a region (all its grounds), or of a pseudo-region (nessy, special: by flag;
 * rainbow, secret, monster, enigma: by enemy type), with the player's and everyone's catch counts, loot ranges and
 * the player's catch rate once met, computed by the engine's catch rules with the current setup on that ground
 * (pseudo-regions: the player's current ground).
 */
@Injectable()
export class GetGrimoireHandler {
  constructor(
    @Inject(HUNTER_REPOSITORY) private readonly hunters: HunterRepository,
    @Inject(HUNT_RECORDS) private readonly records: HuntRecords,
    private readonly loader: HuntLoader,
    private readonly loadouts: LoadoutReader,
    private readonly catalogue: CatalogueFacade,
  ) {}

  async execute(userId: string, key: string): Promise<GrimoireEnemyDto[]> {
    const catalogue = HuntCatalogue.of(await this.catalogue.snapshot());
    // A read: a player without a hunter row yet is on the starting ground, and nothing is written (a refused key
    // must leave no trace).
    const hunter = await this.hunters.find(userId);
    const playerGroundId = hunter ? hunter.huntingGroundId : this.loader.newHunter(catalogue).huntingGroundId;
    const { enemies, groundId } = this.select(catalogue, key.trim(), playerGroundId);
    const ground = catalogue.ground(groundId);
    const groundDef = ground ? catalogue.groundDef(ground) : { rawPowerCap: 0, mysticPowerCap: 0 };
    const loadout = await this.loadouts.read(userId, catalogue);
    const ids = enemies.map((e) => e.id);
    const [mine, everyone] = await Promise.all([this.records.playerCounts(userId), this.records.globalCounts(ids)]);
    return enemies.map((enemy) => {
      const def = catalogue.enemies().get(enemy.id)!;
      const chance = catchChanceBp(loadout.setup, def, groundDef);
      return {
        ...catalogue.clientEnemy(enemy),
        playerTimesHunted: mine.get(enemy.id) ?? 0,
        globalTimesHunted: everyone.get(enemy.id) ?? 0,
        loot: enemy.loot.map((l) => {
          const item = catalogue.item(l.itemId);
          return {
            itemId: l.itemId,
            itemName: item?.name ?? 'an unknown item',
            itemImageId: item?.imageId ?? null,
            amountMin: l.amountMin,
            amountMax: l.amountMax,
            dropChance: dropChanceBp(l.dropChance, loadout.setup.lootChance) / 100,
          };
        }),
        catchRate: Math.round(chance.bp / 10) / 10,
        catchRateReason: chance.reason,
        scareFactor: enemy.scareFactor,
      };
    });
  }

  private select(catalogue: HuntCatalogue, key: string, playerGroundId: string | null): { enemies: EnemyDto[]; groundId: string | null } {
    const all = catalogue.snapshot.list('enemy').filter((e) => e.visible);
    if (PSEUDO.has(key)) {
      const picked = all.filter((e) =>
        key === 'nessy' ? e.nessyGhost : key === 'special' ? e.specialGhost : catalogue.enemyTypeShortName(e) === key,
      );
      return { enemies: this.byRarity(catalogue, picked), groundId: playerGroundId };
    }
    const ground = catalogue.ground(key);
    if (ground && catalogue.isOpen(ground)) return { enemies: this.ofGrounds(catalogue, [ground.id]), groundId: ground.id };
    const region = catalogue.region(key);
    if (region && region.visible)
      return {
        enemies: this.ofGrounds(
          catalogue,
          catalogue.groundsOf(region.id).map((g) => g.id),
        ),
        groundId: playerGroundId,
      };
    throw new UnknownHuntingGroundError();
  }

  /** Ghosts of the grounds' tables, in table order, once each. */
  private ofGrounds(catalogue: HuntCatalogue, groundIds: string[]): EnemyDto[] {
    const seen = new Set<string>();
    const out: EnemyDto[] = [];
    for (const groundId of groundIds) {
      const tables = catalogue.snapshot
        .list('huntingtable')
        .filter((t) => t.huntingGroundId === groundId)
        .sort((a, b) => a.sequence - b.sequence);
      for (const table of tables) {
        for (const entry of [...table.enemies].sort((a, b) => a.rangeMin - b.rangeMin)) {
          const enemy = catalogue.enemy(entry.enemyId);
          if (!enemy || !enemy.visible || seen.has(enemy.id)) continue;
          seen.add(enemy.id);
          out.push(enemy);
        }
      }
    }
    return out;
  }

  private byRarity(catalogue: HuntCatalogue, enemies: EnemyDto[]): EnemyDto[] {
    const order = (e: EnemyDto) => (e.enemyRarity ? (catalogue.snapshot.get('rarity', e.enemyRarity)?.orderIndex ?? 99) : 99);
    return [...enemies].sort((a, b) => order(a) - order(b) || a.name.localeCompare(b.name));
  }
}
