import { Inject, Injectable } from '@nestjs/common';
import { ClientUserFullDto, EquipmentDto, InventoryEntryDto, PlayerBasicDto, PlayerStatusDto } from '@grimhunt/contracts';
import { CLOCK, Clock, NotFoundError } from '@grimhunt/api-kernel';
import { PLAYER_DIRECTORY, PlayerAccountView, PlayerDirectory } from '@grimhunt/api-identity';
import { PlayerHoldings, PlayerHoldingsFacade } from '@grimhunt/api-economy';
import { HuntStatusFacade, PlayerHuntStatus } from '@grimhunt/api-hunt';

/**
 * The player's own views under `GET /api/clientUser/*` (getme, getstatus, getbasic, getinventory, getequipment):
 * one read model composed from identity (the account), economy (wallet, inventory, setups: one statement) and the
 * hunt (timers, chrono charges, ground: the hunter row, with the items at work handed over so the hunt does not read
 * them again). getme and getbasic send three statements, getstatus, getinventory and getequipment two (guarded by
 * the hunt's statement-budget test), all of a request's at once.
 */
@Injectable()
export class GetPlayerHandler {
  constructor(
    @Inject(PLAYER_DIRECTORY) private readonly players: PlayerDirectory,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly holdings: PlayerHoldingsFacade,
    private readonly hunt: HuntStatusFacade,
  ) {}

  async me(userId: string): Promise<ClientUserFullDto> {
    const { account, holdings, hunt, now } = await this.load(userId);
    const equipment = holdings.equipment();
    return {
      id: account.id,
      name: account.name,
      email: account.email,
      patreonType: account.patreonType,
      userRole: account.role,
      ...this.basicOf(account, holdings, hunt, now),
      unlockedEquipmentSlots: holdings.unlockedSetups,
      activeEquipmentSlot: holdings.activeSetup,
      stats: equipment.stats,
      inventory: holdings.inventory(),
    };
  }

  /**
   * Two statements: no account read (the token names the player; a deleted account has no hunter row, and the hunt
   * context answers 404 when it cannot make one).
   */
  async status(userId: string): Promise<PlayerStatusDto> {
    const now = this.clock.now().getTime();
    const holdings = this.holdings.read(userId);
    const [held, hunt] = await Promise.all([holdings, this.huntStatus(userId, holdings, now)]);
    return this.statusOf(held, hunt, now);
  }

  async basic(userId: string): Promise<PlayerBasicDto> {
    const { account, holdings, hunt, now } = await this.load(userId);
    return this.basicOf(account, holdings, hunt, now);
  }

  async inventory(userId: string): Promise<InventoryEntryDto[]> {
    const [, holdings] = await Promise.all([this.account(userId), this.holdings.read(userId)]);
    return holdings.inventory();
  }

  async equipmentView(userId: string): Promise<EquipmentDto> {
    const [, holdings] = await Promise.all([this.account(userId), this.holdings.read(userId)]);
    return holdings.equipment();
  }

  /**
   * The account, the holdings and the hunt status, read at once: the three reads leave together (the kernel's read
   * pipeline sends a player's reads on one connection without waiting for each answer), and the hunt's status takes
   * the items at work from the holdings when they arrive. A missing account answers 404 whatever the others answer.
   */
  private async load(
    userId: string,
  ): Promise<{ account: PlayerAccountView; holdings: PlayerHoldings; hunt: PlayerHuntStatus; now: number }> {
    const now = this.clock.now().getTime();
    const holdings = this.holdings.read(userId);
    const [account, held, hunt] = await Promise.allSettled([this.account(userId), holdings, this.huntStatus(userId, holdings, now)]);
    if (account.status === 'rejected') throw account.reason;
    if (held.status === 'rejected') throw held.reason;
    if (hunt.status === 'rejected') throw hunt.reason;
    return { account: account.value, holdings: held.value, hunt: hunt.value, now };
  }

  private async account(userId: string): Promise<PlayerAccountView> {
    const account = await this.players.find(userId);
    if (!account) throw new NotFoundError('This account no longer exists', 'ECONOMY.NOT_FOUND');
    return account;
  }

  private huntStatus(userId: string, holdings: Promise<PlayerHoldings>, now: number): Promise<PlayerHuntStatus> {
    const atWork = holdings.then((h) => h.atWork());
    // The hunt may fail before it waits for the items at work; their read's failure is the caller's to report.
    atWork.catch(() => undefined);
    return this.hunt.status(userId, now, undefined, atWork);
  }

  private statusOf(holdings: PlayerHoldings, hunt: PlayerHuntStatus, now: number): PlayerStatusDto {
    return {
      nextAllowedHuntTimeStamp: hunt.nextAllowedHuntTimeStamp,
      currentTimeStamp: now,
      nextChronoCrystalRechargeTimeStamp: hunt.nextChronoCrystalRechargeTimeStamp,
      chronocrystalCharges: hunt.chronocrystalCharges,
      currencies: { currencyEntries: holdings.currencyEntries() },
    };
  }

  private basicOf(account: PlayerAccountView, holdings: PlayerHoldings, hunt: PlayerHuntStatus, now: number): PlayerBasicDto {
    return {
      ...this.statusOf(holdings, hunt, now),
      xp: account.xp,
      ...holdings.rank(account.xp),
      currentHuntingGround: hunt.currentHuntingGround,
    };
  }
}
