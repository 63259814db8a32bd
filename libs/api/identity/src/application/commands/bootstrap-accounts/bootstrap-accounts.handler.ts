import { Inject, Injectable, Logger } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { ROLE } from '@grimhunt/contracts';
import { CLOCK, Clock, UNIT_OF_WORK, UnitOfWork } from '@grimhunt/api-kernel';
import { Account } from '../../../domain/account.entity';
import { ACCOUNT_REPOSITORY, AccountRepository } from '../../ports/account.repository.port';
import { PASSWORD_HASHER, PasswordHasher } from '../../ports/password-hasher.port';
import { PLAYER_HOLDINGS, PlayerHoldings } from '../../ports/player-holdings.port';
import { sha256Hex } from '../../secrets';

export interface BootstrapAccount {
  name: string;
  password: string;
  email: string;
}

/** Creates the first administrator (when none exists) and the demo player (when asked and missing). */
@Injectable()
export class BootstrapAccountsHandler {
  private readonly logger = new Logger('Bootstrap');

  constructor(
    @Inject(UNIT_OF_WORK) private readonly uow: UnitOfWork,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(ACCOUNT_REPOSITORY) private readonly accounts: AccountRepository,
    @Inject(PASSWORD_HASHER) private readonly hasher: PasswordHasher,
    @Inject(PLAYER_HOLDINGS) private readonly holdings: PlayerHoldings,
  ) {}

  async ensureAdmin(admin: BootstrapAccount | null): Promise<boolean> {
    if (!admin || (await this.accounts.countAdmins()) > 0) return false;
    return this.create(admin, ROLE.admin);
  }

  async ensurePlayer(player: BootstrapAccount | null): Promise<boolean> {
    if (!player || (await this.accounts.findByName(player.name))) return false;
    return this.create(player, ROLE.user);
  }

  private async create(who: BootstrapAccount, role: number): Promise<boolean> {
    const account = new Account({
      id: randomUUID(),
      name: who.name,
      email: who.email,
      passwordHash: await this.hasher.hash(sha256Hex(who.password)),
      role,
      patreonType: 0,
      xp: 0,
      createdAt: this.clock.now(),
      lastLoginAt: null,
    });
    try {
      await this.uow.run(async (tx) => {
        await this.accounts.insert(tx, account);
        if (role === ROLE.user) await this.holdings.grantStarterKit(tx, account.id);
      });
      this.logger.log(`created ${role === ROLE.admin ? 'administrator' : 'player'} "${who.name}"`);
      return true;
    } catch (error) {
      this.logger.warn(`could not create "${who.name}": ${(error as Error).message}`);
      return false;
    }
  }
}
