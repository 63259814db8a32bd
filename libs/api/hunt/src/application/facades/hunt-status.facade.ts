import { Inject, Injectable, Logger } from '@nestjs/common';
import { CHRONO_RECHARGE_MS, ItemDto } from '@grimhunt/contracts';
import { Tx } from '@grimhunt/api-kernel';
import { CatalogueFacade } from '@grimhunt/api-catalogue';
import { chronoAt } from '../../domain/chrono';
import { buildLoadout } from '../../domain/hunt-setup';
import { AutoHuntRunner } from '../auto-hunt.runner';
import { HuntCatalogue } from '../hunt-catalogue';
import { HuntLoader } from '../hunt-pipeline/hunt-loader';
import { LoadoutReader } from '../loadout.reader';
import { HUNTER_REPOSITORY, HunterRepository } from '../ports/hunter.repository.port';

/** The hunt fields of the player's views (getme, getstatus, getbasic). */
export interface PlayerHuntStatus {
  nextAllowedHuntTimeStamp: number;
  nextChronoCrystalRechargeTimeStamp: number;
  chronocrystalCharges: number;
  currentHuntingGround: { id: string; name: string; regionId: string } | null;
}

/** The player's items at work (active setup + always-equipped, subscription rules applied) with owned amounts. */
export interface ItemsAtWorkView {
  items: ItemDto[];
  amounts: ReadonlyMap<string, number>;
}

/**
 * The hunt status other contexts read (the player views compose it into getme/getstatus/getbasic): timers and chrono
 * charges computed from timestamps, and the current ground. New players get their hunter row (and the starting
 * ground) here, on the first read; a due auto-hunt of the retainer is served first (in its own transaction).
 */
@Injectable()
export class HuntStatusFacade {
  private readonly logger = new Logger('HuntStatus');

  constructor(
    @Inject(HUNTER_REPOSITORY) private readonly hunters: HunterRepository,
    private readonly loader: HuntLoader,
    private readonly loadouts: LoadoutReader,
    private readonly autoHunts: AutoHuntRunner,
    private readonly catalogue: CatalogueFacade,
  ) {}

  /**
   * `atWork`: the caller's read of the items at work (or that read still under way, so that the hunter row is read
   * meanwhile); without it the loadout is read here.
   */
  async status(userId: string, now: number, tx?: Tx, atWork?: ItemsAtWorkView | Promise<ItemsAtWorkView>): Promise<PlayerHuntStatus> {
    const catalogue = HuntCatalogue.of(await this.catalogue.snapshot());
    const init = this.loader.newHunter(catalogue);
    let hunter = (tx ? await this.hunters.find(userId, tx) : await this.hunters.findOrCreate(userId, init)) ?? {
      lastAutoHour: Number.MAX_SAFE_INTEGER,
      huntingGroundId: init.huntingGroundId,
      nextHuntAt: 0,
      chrono: { charges: 0, rechargeAt: null },
    };
    const given = await atWork;
    // The caller (the player views) read the items at work already: no second read.
    let loadout = given
      ? buildLoadout(given.items, (id) => given.amounts.get(id) ?? 0, catalogue)
      : await this.loadouts.read(userId, catalogue, tx);
    if (!tx && this.autoHunts.shouldServe(hunter, loadout, catalogue, now)) {
      try {
        await this.autoHunts.serve(userId, catalogue);
        hunter = (await this.hunters.find(userId)) ?? hunter;
        loadout = await this.loadouts.read(userId, catalogue);
      } catch (error) {
        // A failed auto-hunt must not break the player's status: it is retried on the next read.
        this.logger.warn({ err: error, userId }, 'lazy auto-hunt failed');
      }
    }
    const chrono = chronoAt(hunter.chrono, loadout.chronoMaxCharges, now, CHRONO_RECHARGE_MS);
    let ground = catalogue.ground(hunter.huntingGroundId);
    if (!catalogue.isOpen(ground)) ground = catalogue.startingGround() ?? undefined;
    return {
      nextAllowedHuntTimeStamp: hunter.nextHuntAt,
      nextChronoCrystalRechargeTimeStamp: chrono.rechargeAt ?? now,
      chronocrystalCharges: chrono.charges,
      currentHuntingGround: ground ? { id: ground.id, name: ground.name, regionId: ground.regionId } : null,
    };
  }
}
