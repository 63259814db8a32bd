import { Inject, Injectable } from '@nestjs/common';
import {
  CurrencyDto,
  EnemyDto,
  HuntingGroundDto,
  HuntingTableDto,
  ItemDto,
  ItemTypeDto,
  PremiumPackageDto,
  RankDto,
  RarityDto,
  RegionDto,
  SettingDefinition,
  SettingDto,
  StatDto,
} from '@grimhunt/contracts';
import { CatalogueService } from './catalogue.service';
import { CatalogueSnapshot } from './catalogue-snapshot';
import { CatalogueStore, SNAPSHOT_MAX_AGE_MS } from './catalogue-store';
import { DEMO_CONTENT_SEEDER, DemoContentSeeder } from './ports/demo-content-seeder.port';
import { MISSING_ART, MissingArtGenerator } from './ports/missing-art.port';

/**
 * The catalogue's read API for other contexts (hunt, economy, payment, ...). Everything comes from the
 * in-memory snapshot (at most SNAPSHOT_MAX_AGE_MS behind the last catalogue write of any API process) and is
 * frozen: callers must copy before changing anything.
 */
@Injectable()
export class CatalogueFacade {
  constructor(
    private readonly store: CatalogueStore,
    @Inject(DEMO_CONTENT_SEEDER) private readonly seeder: DemoContentSeeder,
    private readonly service: CatalogueService,
    @Inject(MISSING_ART) private readonly art: MissingArtGenerator,
  ) {}

  /** The whole catalogue of one version; use it when several reads must agree. */
  snapshot(): Promise<CatalogueSnapshot> {
    return this.store.snapshot(SNAPSHOT_MAX_AGE_MS);
  }

  async items(): Promise<readonly ItemDto[]> {
    return (await this.snapshot()).list('item');
  }

  async item(id: string): Promise<ItemDto | undefined> {
    return (await this.snapshot()).get('item', id);
  }

  async itemTypes(): Promise<readonly ItemTypeDto[]> {
    return (await this.snapshot()).list('itemtype');
  }

  async itemTypeByShortName(shortName: string): Promise<ItemTypeDto | undefined> {
    return (await this.snapshot()).byShortName('itemtype', shortName) as ItemTypeDto | undefined;
  }

  async enemies(): Promise<readonly EnemyDto[]> {
    return (await this.snapshot()).list('enemy');
  }

  async enemy(id: string): Promise<EnemyDto | undefined> {
    return (await this.snapshot()).get('enemy', id);
  }

  async regions(): Promise<readonly RegionDto[]> {
    return [...(await this.snapshot()).list('region')].sort((a, b) => a.sequence - b.sequence);
  }

  async huntingGrounds(): Promise<readonly HuntingGroundDto[]> {
    return [...(await this.snapshot()).list('huntingground')].sort((a, b) => a.sequence - b.sequence);
  }

  async huntingGround(id: string): Promise<HuntingGroundDto | undefined> {
    return (await this.snapshot()).get('huntingground', id);
  }

  /** The hunting tables of a ground, by sequence. */
  async huntingTablesOf(huntingGroundId: string): Promise<readonly HuntingTableDto[]> {
    const tables = (await this.snapshot()).list('huntingtable').filter((t) => t.huntingGroundId === huntingGroundId);
    return [...tables].sort((a, b) => a.sequence - b.sequence);
  }

  async currencies(): Promise<readonly CurrencyDto[]> {
    return [...(await this.snapshot()).list('currency')].sort((a, b) => a.orderIndex - b.orderIndex);
  }

  async stats(): Promise<readonly StatDto[]> {
    return (await this.snapshot()).list('stat');
  }

  async rarities(): Promise<readonly RarityDto[]> {
    return [...(await this.snapshot()).list('rarity')].sort((a, b) => a.orderIndex - b.orderIndex);
  }

  /** Ranks by ascending xp threshold. */
  async ranks(): Promise<readonly RankDto[]> {
    return [...(await this.snapshot()).list('rank')].sort((a, b) => a.xp - b.xp);
  }

  async premiumPackages(): Promise<readonly PremiumPackageDto[]> {
    return (await this.snapshot()).list('premiumPackage');
  }

  async settings(): Promise<readonly SettingDto[]> {
    return (await this.snapshot()).list('setting');
  }

  /** A registered setting's typed value: `await catalogue.settingValue(SETTINGS.dailyRewardGold)`. */
  async settingValue<T>(definition: SettingDefinition<T>): Promise<T> {
    return (await this.snapshot()).settingValue(definition);
  }

  /** Creates the rows of registered settings marked `seed` that are missing (start-up; see SETTINGS in contracts). */
  ensureSettingDefaults(): Promise<string[]> {
    return this.service.ensureSettingDefaults();
  }

  /** The raw text of a setting, or undefined when it is missing; prefer `settingValue` with a registered setting. */
  async setting(key: string): Promise<string | undefined> {
    return (await this.snapshot()).list('setting').find((s) => s.key === key)?.value;
  }

  /**
   * Loads the demo content pack when the catalogue is empty (DEMO_CONTENT); true when it did. Then draws a
   * picture for every record that still has none (whatever the catalogue holds).
   */
  async seedDemoContentIfEmpty(): Promise<boolean> {
    const seeded = await this.seeder.seedIfEmpty();
    if (seeded) this.store.invalidate();
    await this.drawMissingArt();
    return seeded;
  }

  /** Draws a picture for every catalogue record without one (also usable when DEMO_CONTENT is off); the count. */
  drawMissingArt(): Promise<number> {
    return this.art.generateMissing();
  }
}
