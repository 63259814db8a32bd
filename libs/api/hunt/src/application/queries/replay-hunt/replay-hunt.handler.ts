import { Inject, Injectable } from '@nestjs/common';
import { HUNT_ERROR_CODES, HuntReplayDto } from '@grimhunt/contracts';
import { isUuid, NotFoundError, ValidationError } from '@grimhunt/api-kernel';
import { resolveHunt } from '../../../domain/hunt-engine';
import { digestOf, replayInput, sameDigest } from '../../../domain/hunt-replay';
import { JOURNAL_REPOSITORY, JournalRepository } from '../../ports/journal.repository.port';

/**
 * Replays a stored hunt (admin): the engine runs again on the inputs stored with the journal entry (seed, kind,
 * moment, timers, setup, and the ground and enemy definitions of the catalogue version it ran on) and the outcome is
 * compared with the one recorded. Catalogue or gear changes since do not matter: the replay reads what the hunt read.
 */
@Injectable()
export class ReplayHuntHandler {
  constructor(@Inject(JOURNAL_REPOSITORY) private readonly journal: JournalRepository) {}

  async execute(journalEntryId: string): Promise<HuntReplayDto> {
    if (!isUuid(journalEntryId)) throw new ValidationError('A journal entry id is a UUID', undefined, HUNT_ERROR_CODES.INVALID_JOURNAL_ID);
    const found = await this.journal.replayOf(journalEntryId);
    if (!found) throw new NotFoundError('There is no such journal entry', HUNT_ERROR_CODES.REPLAY_NOT_FOUND);
    const record = found.entry.replay;
    if (!record || !found.context)
      throw new NotFoundError(
        'This journal entry has no replay record (not a hunt, or written before replays)',
        HUNT_ERROR_CODES.REPLAY_NOT_FOUND,
      );
    const replayed = digestOf(resolveHunt(replayInput(record, found.context)));
    return {
      journalEntryId: found.entry.id,
      matches: sameDigest(record.outcome, replayed),
      recorded: record.outcome,
      replayed,
      seed: record.seed,
      kind: record.kind,
      catalogueVersion: record.catalogueVersion,
    };
  }
}
