import { ConflictError, DomainError, ForbiddenError, NotFoundError } from '@grimhunt/api-kernel';
import { SEANCE_MAP_ERROR_CODES as C, SEANCE_MAP_MESSAGES as M } from '@grimhunt/contracts';

/** Refusals of the séance maps: bad input 400, unknown (or hidden) maps 404, not the owner or not invited 403, state 409. */
export class SeanceValidationError extends DomainError {
  constructor(message: string) {
    super(C.VALIDATION, message);
  }
}
export class NotAScrollError extends DomainError {
  constructor() {
    super(C.NOT_A_SCROLL, M.notAScroll);
  }
}
export class NoScrollError extends ConflictError {
  constructor() {
    super(M.noScroll, C.NO_SCROLL);
  }
}
export class TooFewGhostsError extends ConflictError {
  constructor(needed: number, found: number) {
    super(M.tooFewGhosts(needed, found), C.TOO_FEW_GHOSTS);
  }
}
export class MapLimitError extends ConflictError {
  constructor(message: string = M.tooManyMaps) {
    super(message, C.MAP_LIMIT);
  }
}
export class MapNotFoundError extends NotFoundError {
  constructor() {
    super(M.mapNotFound, C.MAP_NOT_FOUND);
  }
}
export class OnlyOwnerError extends ForbiddenError {
  constructor() {
    super(M.onlyOwnerInvites, C.ONLY_OWNER);
  }
}
export class MapFullError extends ConflictError {
  constructor() {
    super(M.mapFull, C.MAP_FULL);
  }
}
export class AlreadyOnMapError extends ConflictError {
  constructor() {
    super(M.alreadyOnMap, C.ALREADY_ON_MAP);
  }
}
export class AlreadyInvitedError extends ConflictError {
  constructor() {
    super(M.alreadyInvited, C.ALREADY_INVITED);
  }
}
export class NotInvitedError extends ForbiddenError {
  constructor() {
    super(M.notInvited, C.NOT_INVITED);
  }
}
export class OwnerCannotLeaveError extends ConflictError {
  constructor() {
    super(M.ownerCannotLeave, C.OWNER_CANNOT_LEAVE);
  }
}
export class MapClosedError extends ConflictError {
  constructor() {
    super(M.mapClosed, C.MAP_CLOSED);
  }
}
