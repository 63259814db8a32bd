import { ERROR_CODES } from '@grimhunt/contracts';
import { ConflictError, NotFoundError, ValidationError } from '@grimhunt/api-kernel';

export class CatalogueNotFoundError extends NotFoundError {
  constructor(label: string, id?: string) {
    super(`${capitalize(label)} not found${id ? `: ${id}` : ''}`, ERROR_CODES.CATALOGUE_NOT_FOUND);
  }
}

/** A write body the catalogue refuses; `message` is the first problem, `details` all of them. */
export class CatalogueInvalidError extends ValidationError {
  constructor(messages: string[]) {
    super(messages[0] ?? 'Invalid record', messages, ERROR_CODES.CATALOGUE_INVALID);
  }
}

/** A unique key (short name, setting key, id) is already taken. */
export class CatalogueConflictError extends ConflictError {
  constructor(message: string) {
    super(message, ERROR_CODES.CATALOGUE_CONFLICT);
  }
}

/** The record is still referenced and cannot be deleted. */
export class CatalogueInUseError extends ConflictError {
  /** `referencedBy` names what still points at the record (e.g. 'enemy loot'), when known. */
  constructor(
    message: string,
    readonly referencedBy?: string,
  ) {
    super(message, ERROR_CODES.CATALOGUE_IN_USE);
  }
}

export function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
