import { Injectable } from '@nestjs/common';
import { ItemDto } from '@grimhunt/contracts';
import { Tx } from '@grimhunt/api-kernel';
import { noSubscriptions, SubscriptionLevels } from './subscription.port';

/** The hunt fields of getme/getstatus/getbasic, owned by the hunt context. */
export interface PlayerHuntStatus {
  nextAllowedHuntTimeStamp: number;
  nextChronoCrystalRechargeTimeStamp: number;
  chronocrystalCharges: number;
  currentHuntingGround: { id: string; name: string; regionId: string } | null;
}

/** The player's items at work (active setup + always-equipped, subscription rules applied) with owned amounts. */
export interface ItemsAtWorkView {
  items: ItemDto[];
  amounts: Map<string, number>;
}

export interface HuntStatusSource {
  /**
   * The player's timers as of `now` (ms), computed from timestamps. `atWork`, when the caller read it already,
   * saves the hunt context its own read of the equipment.
   */
  status(userId: string, now: number, tx?: Tx, atWork?: ItemsAtWorkView): Promise<PlayerHuntStatus>;
}

/** The cosmetics a player shows on the ladder (token shop keys), owned by the covens context. */
export interface LadderCosmetics {
  frameKey: string | null;
  titleKey: string | null;
}

export interface LadderCosmeticsSource {
  /** The equipped cosmetics of these players in one statement (players without any may be left out). */
  cosmeticsOf(userIds: string[]): Promise<Map<string, LadderCosmetics>>;
}

/**
 * Where later contexts plug into economy without economy depending on them (dependency inversion across modules):
 * payment registers the subscription levels, hunt registers the hunt status, covens the ladder's frames and titles. Call the `use*` methods from the
 * registering module's `onModuleInit`. Until then economy answers neutral values (level 0, timers = now).
 */
@Injectable()
export class EconomyExtensions implements SubscriptionLevels {
  private subscriptions: SubscriptionLevels = noSubscriptions;
  private hunt: HuntStatusSource | null = null;
  private cosmetics: LadderCosmeticsSource | null = null;

  useSubscriptions(source: SubscriptionLevels): void {
    this.subscriptions = source;
  }

  useHuntStatus(source: HuntStatusSource): void {
    this.hunt = source;
  }

  useLadderCosmetics(source: LadderCosmeticsSource): void {
    this.cosmetics = source;
  }

  /** Frames and titles of the ladder's rows; none until covens registers its source. */
  ladderCosmetics(userIds: string[]): Promise<Map<string, LadderCosmetics>> {
    return this.cosmetics && userIds.length > 0 ? this.cosmetics.cosmeticsOf(userIds) : Promise.resolve(new Map());
  }

  activeLevel(userId: string, tx?: Tx): Promise<number> {
    return this.subscriptions.activeLevel(userId, tx);
  }

  async huntStatus(userId: string, now: number, tx?: Tx, atWork?: ItemsAtWorkView): Promise<PlayerHuntStatus> {
    if (this.hunt) return this.hunt.status(userId, now, tx, atWork);
    return { nextAllowedHuntTimeStamp: now, nextChronoCrystalRechargeTimeStamp: now, chronocrystalCharges: 0, currentHuntingGround: null };
  }
}
