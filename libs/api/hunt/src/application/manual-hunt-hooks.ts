import { Inject, Injectable } from '@nestjs/common';
import { Tx } from '@grimhunt/api-kernel';
import { JOURNAL_REPOSITORY, JournalRepository } from './ports/journal.repository.port';

/** A ghost caught by a manual hunt (the hunt route or the quick hunt; never auto, chrono or coffin hunts). */
export interface ManualCatch {
  userId: string;
  journalId: string;
  /** Database time of the hunt (ms), as in the journal entry. */
  at: number;
  groundId: string | null;
  enemyId: string;
  rarityId: string | null;
}

/** Work another context does in the hunt's transaction when a manual hunt catches a ghost. */
export interface ManualCatchListener {
  /** Must send no statement unless the catch concerns it: every hunt of every player passes here. */
  onManualCatch(tx: Tx, caught: ManualCatch): Promise<void>;
}

/**
 * Where later contexts (tournaments) follow manual catches without the hunt depending on them, and read them back
 * from the journal: the same facts, so a recount from stored hunts can be compared with what the listeners kept.
 * Register from the module's `onModuleInit`.
 */
@Injectable()
export class ManualHuntHooks {
  private readonly listeners: ManualCatchListener[] = [];

  constructor(@Inject(JOURNAL_REPOSITORY) private readonly journal: JournalRepository) {}

  register(listener: ManualCatchListener): void {
    this.listeners.push(listener);
  }

  async caught(tx: Tx, caught: ManualCatch): Promise<void> {
    for (const listener of this.listeners) await listener.onManualCatch(tx, caught);
  }

  /** The manual catches of these players with `from <= at < to`, from the journal, in `tx` (rarity ids not included). */
  catches(tx: Tx, userIds: string[], from: number, to: number): Promise<Omit<ManualCatch, 'rarityId'>[]> {
    return this.journal.manualCatches(tx, userIds, from, to);
  }
}
