import { Inject, Injectable } from '@nestjs/common';
import { ClientUserDto } from '@grimhunt/contracts';
import { CLOCK, Clock } from '@grimhunt/api-kernel';
import { AccountNotFoundError } from '../../domain/identity.errors';
import { ACCOUNT_REPOSITORY, AccountRepository } from '../ports/account.repository.port';

/**
 * `GET /api/clientUser/getme`: the account part of the player (spec player §3, User). Fields owned by the
 * economy and hunt contexts (currencies, inventory, timers) start neutral until those contexts fill them.
 */
@Injectable()
export class GetMeHandler {
  constructor(
    @Inject(ACCOUNT_REPOSITORY) private readonly accounts: AccountRepository,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute(userId: string): Promise<ClientUserDto> {
    const account = await this.accounts.findById(userId);
    if (!account) throw new AccountNotFoundError();
    const now = this.clock.now().getTime();
    return {
      id: account.id,
      name: account.name,
      email: account.email,
      xp: account.xp,
      nextRankXP: 0,
      currentRank: null,
      currentHuntingGround: null,
      patreonType: account.patreonType,
      userRole: account.role,
      nextAllowedHuntTimeStamp: now,
      currentTimeStamp: now,
      nextChronoCrystalRechargeTimeStamp: now,
      chronocrystalCharges: 0,
      unlockedEquipmentSlots: 1,
      activeEquipmentSlot: 0,
      stats: { statEntries: [] },
      currencies: { currencyEntries: [] },
      inventory: [],
    };
  }
}
