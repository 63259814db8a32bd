import { Inject, Injectable } from '@nestjs/common';
import { Tx } from '@grimhunt/api-kernel';
import { IDENTITY_ACCOUNTS, IdentityAccounts, PLAYER_DIRECTORY, PlayerDirectory } from '@grimhunt/api-identity';
import { GiftRecipient, PlayerAccounts, QueuedMailRef } from '../application/ports/player-accounts.port';
import { RenameResult } from '../domain/name-change';

/**
 * Payment's view of accounts, through identity's ports (identity owns `user_account`): a gift's recipient by name
 * from the PlayerDirectory, the subscriber's patron tier, a paid rename and its receipt (identity's mail outbox) done
 * by IdentityAccounts in the caller's transaction.
 */
@Injectable()
export class IdentityPlayerAccounts implements PlayerAccounts {
  constructor(
    @Inject(PLAYER_DIRECTORY) private readonly directory: PlayerDirectory,
    @Inject(IDENTITY_ACCOUNTS) private readonly accounts: IdentityAccounts,
  ) {}

  async findByName(name: string): Promise<GiftRecipient | null> {
    const account = await this.directory.findByName(name);
    return account ? { id: account.id, name: account.name, role: account.role } : null;
  }

  setSubscriberPatreonType(tx: Tx, userId: string, patreonType: number): Promise<void> {
    return this.accounts.setSubscriberPatreonType(tx, userId, patreonType);
  }

  async rename(tx: Tx, userId: string, newName: string): Promise<{ result: RenameResult; oldName: string; newName: string }> {
    const { result, oldName, newName: name } = await this.accounts.renameAccount(tx, userId, newName);
    return { result, oldName, newName: name };
  }

  queueMail(tx: Tx, userId: string, mail: { subject: string; text: string }): Promise<QueuedMailRef | null> {
    return this.accounts.queueMail(tx, userId, mail);
  }

  sendQueuedMail(mail: QueuedMailRef): Promise<void> {
    return this.accounts.sendQueuedMail(mail);
  }
}
