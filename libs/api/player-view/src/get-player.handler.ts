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
 * the hunt's statement-budget test).
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
    const account = await this.account(userId);
    const holdings = await this.holdings.read(account.id);
    const equipment = holdings.equipment();
    return {
      id: account.id,
      name: account.name,
      email: account.email,
      patreonType: account.patreonType,
      userRole: account.role,
      ...(await this.basicOf(account, holdings)),
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
    return this.statusOf(userId, await this.holdings.read(userId));
  }

  async basic(userId: string): Promise<PlayerBasicDto> {
    const account = await this.account(userId);
    return this.basicOf(account, await this.holdings.read(account.id));
  }

  async inventory(userId: string): Promise<InventoryEntryDto[]> {
    const account = await this.account(userId);
    return (await this.holdings.read(account.id)).inventory();
  }

  async equipmentView(userId: string): Promise<EquipmentDto> {
    const account = await this.account(userId);
    return (await this.holdings.read(account.id)).equipment();
  }

  private async account(userId: string): Promise<PlayerAccountView> {
    const account = await this.players.find(userId);
    if (!account) throw new NotFoundError('This account no longer exists', 'ECONOMY.NOT_FOUND');
    return account;
  }

  private huntStatus(userId: string, holdings: PlayerHoldings, now: number): Promise<PlayerHuntStatus> {
    return this.hunt.status(userId, now, undefined, holdings.atWork());
  }

  private async statusOf(userId: string, holdings: PlayerHoldings, known?: PlayerHuntStatus): Promise<PlayerStatusDto> {
    const now = this.clock.now().getTime();
    const hunt = known ?? (await this.huntStatus(userId, holdings, now));
    return {
      nextAllowedHuntTimeStamp: hunt.nextAllowedHuntTimeStamp,
      currentTimeStamp: now,
      nextChronoCrystalRechargeTimeStamp: hunt.nextChronoCrystalRechargeTimeStamp,
      chronocrystalCharges: hunt.chronocrystalCharges,
      currencies: { currencyEntries: holdings.currencyEntries() },
    };
  }

  private async basicOf(account: PlayerAccountView, holdings: PlayerHoldings): Promise<PlayerBasicDto> {
    const hunt = await this.huntStatus(account.id, holdings, this.clock.now().getTime());
    return {
      ...(await this.statusOf(account.id, holdings, hunt)),
      xp: account.xp,
      ...holdings.rank(account.xp),
      currentHuntingGround: hunt.currentHuntingGround,
    };
  }
}
