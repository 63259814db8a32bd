import { ERROR_CODES } from '@grimhunt/contracts';
import { DomainError } from '@grimhunt/api-kernel';

/** A malformed query parameter (page, pageSize, sortBy, filter, from): 400 GENERIC.VALIDATION. */
export class InvalidQueryError extends DomainError {
  constructor(message: string) {
    super(ERROR_CODES.GENERIC_VALIDATION, message);
  }
}
