import { Injectable } from '@nestjs/common';
import { Tx } from '@grimhunt/api-kernel';

/** Work another context must do, in the deleting transaction, before an account row disappears. */
export interface AccountDeletionListener {
  /** Runs after the account row is locked and before it is deleted; throwing cancels the deletion. */
  beforeAccountDeleted(tx: Tx, userId: string): Promise<void>;
}

/**
 * Where later contexts plug into account deletion without identity depending on them (mail returns the items its
 * unclaimed letters hold to their senders). Register from the module's `onModuleInit`.
 */
@Injectable()
export class AccountDeletionHooks {
  private readonly listeners: AccountDeletionListener[] = [];

  register(listener: AccountDeletionListener): void {
    this.listeners.push(listener);
  }

  async beforeDelete(tx: Tx, userId: string): Promise<void> {
    for (const listener of this.listeners) await listener.beforeAccountDeleted(tx, userId);
  }
}
