import { DomainError } from '@grimhunt/api-kernel';
import { COVEN_ERROR_CODES as C, COVEN_MESSAGES as M, TOURNAMENT_ERROR_CODES as T, TOURNAMENT_MESSAGES as TM } from '@grimhunt/contracts';

/**
 * Expected refusals of covens: bad input 400, unknown coven, member or application 404, a role that may not act
 * 403, state conflicts (already in a coven, full, closed, name taken) 409.
 */
export class CovenInvalidError extends DomainError {
  constructor(message: string) {
    super(C.INVALID, message);
  }
}
export class CovenNotFoundError extends DomainError {
  constructor(message: string = M.notFound) {
    super(C.NOT_FOUND, message);
  }
}
export class CovenForbiddenError extends DomainError {
  constructor(message: string) {
    super(C.FORBIDDEN, message);
  }
}
export class CovenNameTakenError extends DomainError {
  constructor() {
    super(C.NAME_TAKEN, M.nameTaken);
  }
}
export class AlreadyInCovenError extends DomainError {
  constructor(message: string = M.alreadyInCoven) {
    super(C.ALREADY_IN_COVEN, message);
  }
}
export class NotCovenMemberError extends DomainError {
  constructor(message: string = M.notMember) {
    super(C.NOT_MEMBER, message);
  }
}
export class CovenFullError extends DomainError {
  constructor() {
    super(C.FULL, M.full);
  }
}
export class CovenClosedError extends DomainError {
  constructor() {
    super(C.CLOSED, M.closed);
  }
}
export class AlreadyAppliedError extends DomainError {
  constructor() {
    super(C.ALREADY_APPLIED, M.alreadyApplied);
  }
}

export class TournamentNotFoundError extends DomainError {
  constructor() {
    super(T.NOT_FOUND, TM.notFound);
  }
}
export class TournamentInvalidError extends DomainError {
  constructor(message: string) {
    super(T.INVALID, message);
  }
}
export class TournamentLockedError extends DomainError {
  constructor(message: string = TM.lockedAfterStart) {
    super(T.LOCKED, message);
  }
}
export class TournamentStartedError extends DomainError {
  constructor() {
    super(T.STARTED, TM.started);
  }
}
export class TournamentEnteredError extends DomainError {
  constructor() {
    super(T.ALREADY_ENTERED, TM.alreadyEntered);
  }
}
export class TournamentNotInCovenError extends DomainError {
  constructor() {
    super(T.NOT_IN_COVEN, TM.notInCoven);
  }
}
export class TournamentBracketError extends DomainError {
  constructor(message: string) {
    super(T.RANK_BRACKET, message);
  }
}
