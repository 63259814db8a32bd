import { ConflictError } from '@grimhunt/api-kernel';
import { MAX_STAT_ERROR_CODES, MAX_STAT_MESSAGES } from '@grimhunt/contracts';

/** Another process (or request) holds the max-stats lock: the run did not start, nothing changed. */
export class MaxStatsBusyError extends ConflictError {
  constructor() {
    super(MAX_STAT_MESSAGES.busy, MAX_STAT_ERROR_CODES.busy);
  }
}
