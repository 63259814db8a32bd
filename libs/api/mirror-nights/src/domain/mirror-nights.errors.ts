import { MIRROR_NIGHT_ERROR_CODES as CODES, MIRROR_NIGHT_MESSAGES as M } from '@grimhunt/contracts';
import { ConflictError, NotFoundError, ValidationError } from '@grimhunt/api-kernel';

export class MirrorNightNotFoundError extends NotFoundError {
  constructor() {
    super(M.notFound, CODES.NOT_FOUND);
  }
}

export class MirrorNightAlreadyEnteredError extends ConflictError {
  constructor() {
    super(M.alreadyEntered, CODES.ALREADY_ENTERED);
  }
}

export class MirrorNightEndedError extends ConflictError {
  constructor() {
    super(M.ended, CODES.ENDED);
  }
}

export class MirrorNightEnteredElsewhereError extends ConflictError {
  constructor() {
    super(M.enteredElsewhere, CODES.ENTERED_ELSEWHERE);
  }
}

export class MirrorNightNotEndedError extends ConflictError {
  constructor() {
    super(M.notEnded, CODES.NOT_ENDED);
  }
}

export class MirrorNightNotEntrantError extends NotFoundError {
  constructor() {
    super(M.notEntrant, CODES.NOT_ENTRANT);
  }
}

export class MirrorNightLockedError extends ConflictError {
  constructor(message: string) {
    super(message, CODES.LOCKED);
  }
}

export class MirrorNightInvalidError extends ValidationError {
  constructor(problems: string[]) {
    super(problems.join('; '), problems, CODES.INVALID);
  }
}
