import { ConflictError, DomainError, ForbiddenError, NotFoundError } from '@grimhunt/api-kernel';
import {
  COVEN_ERROR_CODES as C,
  COVEN_MESSAGES as M,
  TOKEN_SHOP_ERROR_CODES as S,
  TOKEN_SHOP_MESSAGES as SM,
  TOURNAMENT_ERROR_CODES as T,
  TOURNAMENT_MESSAGES as TM,
} from '@grimhunt/contracts';

/**
 * Expected refusals of covens: bad input 400, unknown coven, member or application 404, a role that may not act
 * 403, state conflicts (already in a coven, full, closed, name taken) 409.
 */
export class CovenInvalidError extends DomainError {
  constructor(message: string) {
    super(C.INVALID, message);
  }
}
export class CovenNotFoundError extends NotFoundError {
  constructor(message: string = M.notFound) {
    super(message, C.NOT_FOUND);
  }
}
export class CovenForbiddenError extends ForbiddenError {
  constructor(message: string) {
    super(message, C.FORBIDDEN);
  }
}
export class CovenNameTakenError extends ConflictError {
  constructor() {
    super(M.nameTaken, C.NAME_TAKEN);
  }
}
export class AlreadyInCovenError extends ConflictError {
  constructor(message: string = M.alreadyInCoven) {
    super(message, C.ALREADY_IN_COVEN);
  }
}
export class NotCovenMemberError extends ForbiddenError {
  constructor(message: string = M.notMember) {
    super(message, C.NOT_MEMBER);
  }
}
export class EmblemNotOwnedError extends ConflictError {
  constructor() {
    super(M.emblemNotOwned, C.EMBLEM_NOT_OWNED);
  }
}
export class CovenFullError extends ConflictError {
  constructor() {
    super(M.full, C.FULL);
  }
}
export class CovenClosedError extends ConflictError {
  constructor() {
    super(M.closed, C.CLOSED);
  }
}
export class AlreadyAppliedError extends ConflictError {
  constructor() {
    super(M.alreadyApplied, C.ALREADY_APPLIED);
  }
}

export class TournamentNotFoundError extends NotFoundError {
  constructor() {
    super(TM.notFound, T.NOT_FOUND);
  }
}
export class TournamentInvalidError extends DomainError {
  constructor(message: string) {
    super(T.INVALID, message);
  }
}
export class TournamentLockedError extends ConflictError {
  constructor(message: string = TM.lockedAfterStart) {
    super(message, T.LOCKED);
  }
}
export class TournamentStartedError extends ConflictError {
  constructor() {
    super(TM.started, T.STARTED);
  }
}
export class TournamentEnteredError extends ConflictError {
  constructor() {
    super(TM.alreadyEntered, T.ALREADY_ENTERED);
  }
}
export class TournamentNotInCovenError extends ConflictError {
  constructor() {
    super(TM.notInCoven, T.NOT_IN_COVEN);
  }
}
export class TournamentBracketError extends ForbiddenError {
  constructor(message: string) {
    super(message, T.RANK_BRACKET);
  }
}

export class UnknownTokenItemError extends NotFoundError {
  constructor() {
    super(SM.unknownItem, S.UNKNOWN_ITEM);
  }
}
export class NotEnoughTokensError extends ConflictError {
  constructor() {
    super(SM.notEnoughTokens, S.NOT_ENOUGH_TOKENS);
  }
}
export class TokenItemOwnedError extends ConflictError {
  constructor() {
    super(SM.alreadyOwned, S.ALREADY_OWNED);
  }
}
export class TokenItemNotOwnedError extends ConflictError {
  constructor() {
    super(SM.notOwned, S.NOT_OWNED);
  }
}
export class TokenItemNotEquippableError extends DomainError {
  constructor() {
    super(S.NOT_EQUIPPABLE, SM.notEquippable);
  }
}
