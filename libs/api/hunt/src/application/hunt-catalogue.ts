import {
  ClientEnemyDto,
  CurrencyEntryDto,
  EnemyDto,
  HuntingGroundDto,
  HuntItemRefDto,
  ItemDto,
  RankDto,
  RegionDto,
  SETTINGS,
} from '@grimhunt/contracts';
import type { CatalogueSnapshot } from '@grimhunt/api-catalogue';
import { startingGround, toEnemyDef, toGroundDef } from '../domain/catalogue-defs';
import { LoadoutCatalogue } from '../domain/hunt-setup';
import { EnemyDef, GroundDef } from '../domain/hunt.types';

/** The engine's ground where the catalogue has none: every hunt there is NoGhost. */
const NO_GROUND: GroundDef = { id: '', rawPowerCap: 0, mysticPowerCap: 0, additionalHuntTime: 0, specialBaitItemIds: [], tables: [] };

/**
 * The hunt's reads over one catalogue snapshot, with the engine's definitions built once per catalogue version
 *.
 */
export class HuntCatalogue implements LoadoutCatalogue {
  private enemyDefs: Map<string, EnemyDef> | null = null;
  private readonly groundDefs = new Map<string, GroundDef>();
  private baitIds: string[] | null = null;

  private constructor(readonly snapshot: CatalogueSnapshot) {}

  /** The key of the view kept with each snapshot (`CatalogueSnapshot.derived`). */
  private static readonly make = (snapshot: CatalogueSnapshot): HuntCatalogue => new HuntCatalogue(snapshot);

  /** The hunt's view of `snapshot`, made once per snapshot. */
  static of(snapshot: CatalogueSnapshot): HuntCatalogue {
    return snapshot.derived(HuntCatalogue.make);
  }

  /** The ids of every item of type bait, hidden ones included (the one bait place of a setup). */
  baitItemIds(): string[] {
    if (!this.baitIds)
      this.baitIds = this.snapshot
        .list('item')
        .filter((i) => this.typeShortName(i.type) === 'bait')
        .map((i) => i.id);
    return this.baitIds;
  }

  /** Every enemy as the engine reads it (table, special and attracted ghosts alike). */
  enemies(): ReadonlyMap<string, EnemyDef> {
    if (!this.enemyDefs) {
      // The enemy type's short name tells the engine which ghosts are monsters (docs/hunt-mechanics.md).
      const typeShortName = (e: EnemyDto) => (e.enemyType ? (this.snapshot.get('enemytype', e.enemyType)?.shortName ?? null) : null);
      this.enemyDefs = new Map(this.snapshot.list('enemy').map((e) => [e.id, toEnemyDef(e, typeShortName(e))]));
    }
    return this.enemyDefs;
  }

  enemy(id: string | null): EnemyDto | undefined {
    return id ? this.snapshot.get('enemy', id) : undefined;
  }

  ground(id: string | null): HuntingGroundDto | undefined {
    return id ? this.snapshot.get('huntingground', id) : undefined;
  }

  region(id: string | null): RegionDto | undefined {
    return id ? this.snapshot.get('region', id) : undefined;
  }

  groundDef(ground: HuntingGroundDto): GroundDef {
    let def = this.groundDefs.get(ground.id);
    if (!def) {
      const tables = this.snapshot.list('huntingtable').filter((t) => t.huntingGroundId === ground.id);
      def = toGroundDef(ground, tables);
      this.groundDefs.set(ground.id, def);
    }
    return def;
  }

  /** The engine's ground for a ground id (an empty one when the catalogue has none: every hunt is NoGhost). */
  engineGround(groundId: string | null): GroundDef {
    const ground = this.ground(groundId);
    return ground ? this.groundDef(ground) : NO_GROUND;
  }

  /** A ground a player may stand on: visible, in a visible region. */
  isOpen(ground: HuntingGroundDto | undefined): ground is HuntingGroundDto {
    if (!ground || !ground.visible) return false;
    const region = this.region(ground.regionId);
    return !!region && region.visible;
  }

  /** Where new players start: the visible ground with the lowest XP requirement. */
  startingGround(): HuntingGroundDto | null {
    return startingGround(this.snapshot.list('huntingground'), (regionId) => {
      const region = this.region(regionId);
      return region && region.visible ? region.sequence : null;
    });
  }

  /** Visible regions by sequence. */
  regions(): RegionDto[] {
    return this.snapshot
      .list('region')
      .filter((r) => r.visible)
      .sort((a, b) => a.sequence - b.sequence || a.name.localeCompare(b.name));
  }

  /** Visible grounds of a region by sequence. */
  groundsOf(regionId: string): HuntingGroundDto[] {
    return this.snapshot
      .list('huntingground')
      .filter((g) => g.regionId === regionId && g.visible)
      .sort((a, b) => a.sequence - b.sequence || a.name.localeCompare(b.name));
  }

  item(id: string | null): ItemDto | undefined {
    return id ? this.snapshot.get('item', id) : undefined;
  }

  typeShortName(typeId: string | null): string | null {
    return typeId ? (this.snapshot.get('itemtype', typeId)?.shortName ?? null) : null;
  }

  statType(shortName: string): number | undefined {
    const stat = this.snapshot.byShortName('stat', shortName) as { statType?: number } | undefined;
    return stat?.statType;
  }

  /** Ranks by xp. */
  ranks(): RankDto[] {
    return [...this.snapshot.list('rank')].sort((a, b) => a.xp - b.xp || a.name.localeCompare(b.name));
  }

  missionsEnabled(): boolean {
    return this.snapshot.settingValue(SETTINGS.missionsEnabled);
  }

  /** `ForceMissionHuntingGround` is `<regionId>__<groundId>`; the ground when it exists. */
  forcedMissionGround(): HuntingGroundDto | undefined {
    const value = this.snapshot.settingValue(SETTINGS.forceMissionHuntingGround);
    if (!value) return undefined;
    const groundId = value.split('__').pop() ?? '';
    return this.ground(groundId.trim());
  }

  currencyEntry(shortName: string, value: number): CurrencyEntryDto {
    const currency = this.snapshot.byShortName('currency', shortName) as { name?: string; imageId?: string | null } | undefined;
    return { shortName, name: currency?.name ?? shortName, value, imageId: currency?.imageId ?? null };
  }

  itemRef(id: string): HuntItemRefDto {
    const item = this.item(id);
    const rarity = item?.rarity ? this.snapshot.get('rarity', item.rarity) : undefined;
    return {
      id,
      name: item?.name ?? 'an unknown item',
      imageId: item?.imageId ?? null,
      animatedImageId: item?.animatedId ?? null,
      itemType: item ? this.typeShortName(item.type) : null,
      rarity: rarity ? { name: rarity.name, shortName: rarity.shortName, colorHex: rarity.colorHex } : null,
    };
  }

  /** An enemy as the client sees it. */
  clientEnemy(enemy: EnemyDto): ClientEnemyDto {
    const rarity = enemy.enemyRarity ? this.snapshot.get('rarity', enemy.enemyRarity) : undefined;
    const type = enemy.enemyType ? this.snapshot.get('enemytype', enemy.enemyType) : undefined;
    return {
      id: enemy.id,
      name: enemy.name,
      imageId: enemy.imageId,
      animatedImageId: enemy.animatedImageId,
      flavorText: enemy.flavorText,
      enemyRarity: rarity ? { name: rarity.name, shortName: rarity.shortName, colorHex: rarity.colorHex } : null,
      enemyType: type ? { name: type.name, shortName: type.shortName, imageId: type.imageId, colorHex: type.colorHex } : null,
      midnightGhost: enemy.midnightGhost,
      nessyGhost: enemy.nessyGhost,
      giftGhost: type?.shortName === 'gift',
      specialGhost: enemy.specialGhost,
      immuneMysticPower: enemy.immuneMysticPower,
      xp: enemy.xp,
      reward: { currencyEntries: enemy.currencies.currencyEntries.map((c) => this.currencyEntry(c.name, c.value)) },
    };
  }

  enemyTypeShortName(enemy: EnemyDto): string | null {
    return enemy.enemyType ? (this.snapshot.get('enemytype', enemy.enemyType)?.shortName ?? null) : null;
  }
}
