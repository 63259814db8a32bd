import { DomainError } from '@grimhunt/api-kernel';
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
export class PlayerNotFoundError extends DomainError {
  constructor(message: string = M.playerNotFound) {
    super(C.PLAYER_NOT_FOUND, message);
  }
}
export class SelfFriendError extends DomainError {
  constructor(message: string = M.self) {
    super(C.SELF, message);
  }
}
export class AlreadyFriendsError extends DomainError {
  constructor() {
    super(C.ALREADY_FRIENDS, M.alreadyFriends);
  }
}
export class AlreadyRequestedError extends DomainError {
  constructor() {
    super(C.ALREADY_REQUESTED, M.alreadyRequested);
  }
}
export class YouBlockedError extends DomainError {
  constructor() {
    super(C.YOU_BLOCKED, M.youBlocked);
  }
}
export class FriendLimitError extends DomainError {
  constructor(message: string) {
    super(C.FRIEND_LIMIT, message);
  }
}
export class OutgoingLimitError extends DomainError {
  constructor() {
    super(C.OUTGOING_LIMIT, M.tooManyOutgoing);
  }
}
export class RequestRateError extends DomainError {
  constructor() {
    super(C.REQUEST_RATE, M.tooManyRequestsThisHour);
  }
}
export class RequestNotFoundError extends DomainError {
  constructor() {
    super(C.REQUEST_NOT_FOUND, M.requestNotFound);
  }
}
export class NotAFriendError extends DomainError {
  constructor() {
    super(C.NOT_A_FRIEND, M.notAFriend);
  }
}
export class NoGiftTodayError extends DomainError {
  constructor() {
    super(C.NO_GIFT_TODAY, M.noGiftToday);
  }
}
export class GiftAlreadySentError extends DomainError {
  constructor() {
    super(C.GIFT_ALREADY_SENT, M.giftAlreadySent);
  }
}
export class NoSendsLeftError extends DomainError {
  constructor() {
    super(C.NO_SENDS_LEFT, M.noSendsLeft);
  }
}
export class NoClaimsLeftError extends DomainError {
  constructor() {
    super(C.NO_CLAIMS_LEFT, M.noClaimsLeft);
  }
}
export class GiftNotFoundError extends DomainError {
  constructor() {
    super(C.GIFT_NOT_FOUND, M.giftNotFound);
  }
}
export class GiftExpiredError extends DomainError {
  constructor() {
    super(C.GIFT_EXPIRED, M.giftExpired);
  }
}
export class GiftClaimedError extends DomainError {
  constructor() {
    super(C.GIFT_CLAIMED, M.giftAlreadyClaimed);
  }
}
export class TicketInvalidError extends DomainError {
  constructor() {
    super(C.TICKET_INVALID, M.ticketInvalid);
  }
}
