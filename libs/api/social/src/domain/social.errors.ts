import { ConflictError, DomainError, NotFoundError, TooManyAttemptsError, UnauthenticatedError } from '@grimhunt/api-kernel';
import { SOCIAL_ERROR_CODES as C, SOCIAL_MESSAGES as M } from '@grimhunt/contracts';

/**
 * Expected refusals of the social context. Malformed input is 400, unknown players, requests and gifts 404, state
 * conflicts (already friends, limits, already claimed) 409, the hourly request limit 429.
 */
export class SocialValidationError extends DomainError {
  constructor(message: string) {
    super(C.VALIDATION, message);
  }
}
export class PlayerNotFoundError extends NotFoundError {
  constructor(message: string = M.playerNotFound) {
    super(message, C.PLAYER_NOT_FOUND);
  }
}
export class SelfFriendError extends DomainError {
  constructor(message: string = M.self) {
    super(C.SELF, message);
  }
}
export class AlreadyFriendsError extends ConflictError {
  constructor() {
    super(M.alreadyFriends, C.ALREADY_FRIENDS);
  }
}
export class AlreadyRequestedError extends ConflictError {
  constructor() {
    super(M.alreadyRequested, C.ALREADY_REQUESTED);
  }
}
export class YouBlockedError extends ConflictError {
  constructor() {
    super(M.youBlocked, C.YOU_BLOCKED);
  }
}
export class FriendLimitError extends ConflictError {
  constructor(message: string) {
    super(message, C.FRIEND_LIMIT);
  }
}
export class OutgoingLimitError extends ConflictError {
  constructor() {
    super(M.tooManyOutgoing, C.OUTGOING_LIMIT);
  }
}
export class RequestRateError extends TooManyAttemptsError {
  constructor() {
    super(M.tooManyRequestsThisHour, C.REQUEST_RATE);
  }
}
export class RequestNotFoundError extends NotFoundError {
  constructor() {
    super(M.requestNotFound, C.REQUEST_NOT_FOUND);
  }
}
export class NotAFriendError extends NotFoundError {
  constructor() {
    super(M.notAFriend, C.NOT_A_FRIEND);
  }
}
export class NoGiftTodayError extends ConflictError {
  constructor() {
    super(M.noGiftToday, C.NO_GIFT_TODAY);
  }
}
export class GiftAlreadySentError extends ConflictError {
  constructor() {
    super(M.giftAlreadySent, C.GIFT_ALREADY_SENT);
  }
}
export class NoSendsLeftError extends ConflictError {
  constructor() {
    super(M.noSendsLeft, C.NO_SENDS_LEFT);
  }
}
export class NoClaimsLeftError extends ConflictError {
  constructor() {
    super(M.noClaimsLeft, C.NO_CLAIMS_LEFT);
  }
}
export class GiftNotFoundError extends NotFoundError {
  constructor() {
    super(M.giftNotFound, C.GIFT_NOT_FOUND);
  }
}
export class GiftExpiredError extends ConflictError {
  constructor() {
    super(M.giftExpired, C.GIFT_EXPIRED);
  }
}
export class GiftClaimedError extends ConflictError {
  constructor() {
    super(M.giftAlreadyClaimed, C.GIFT_CLAIMED);
  }
}
export class TicketInvalidError extends UnauthenticatedError {
  constructor() {
    super(M.ticketInvalid, C.TICKET_INVALID);
  }
}
