import { DomainError } from '@grimhunt/api-kernel';
import { IDENTITY_MESSAGES, PAYMENT_ERROR_CODES as C } from '@grimhunt/contracts';

/** Expected refusals of the payment context (stable codes in contracts; status fixed per error). */
export class PaymentNotFoundError extends DomainError {
  constructor() {
    super(C.NOT_FOUND, 'There is no such payment');
  }
}
export class PackageNotFoundError extends DomainError {
  constructor() {
    super(C.PACKAGE_NOT_FOUND, 'There is no such premium package');
  }
}
export class RecipientNotFoundError extends DomainError {
  constructor(name: string) {
    super(C.RECIPIENT_NOT_FOUND, `There is no player named ${name}`);
  }
}
export class SelfGiftError extends DomainError {
  constructor() {
    super(C.SELF_GIFT, 'A gift needs another player: buy it for yourself without the gift name');
  }
}
export class SubscriptionNotHigherError extends DomainError {
  constructor(forGift: boolean) {
    super(
      C.SUBSCRIPTION_NOT_HIGHER,
      forGift ? 'This player already has this subscription or a higher one' : 'You already have this subscription or a higher one',
    );
  }
}
export class OneTimeOwnedError extends DomainError {
  constructor() {
    super(C.ONE_TIME_OWNED, 'This one-time deal was already bought');
  }
}
export class NotASubscriptionError extends DomainError {
  constructor() {
    super(C.NOT_A_SUBSCRIPTION, 'This payment is not a subscription');
  }
}
export class NotCancellableError extends DomainError {
  constructor(status: string) {
    super(C.NOT_CANCELLABLE, `Only an active subscription can be cancelled (this one is ${status})`);
  }
}
export class OrderExpiredError extends DomainError {
  constructor() {
    super(C.ORDER_EXPIRED, 'This order can no longer be approved: please buy again');
  }
}
export class ProviderUnavailableError extends DomainError {
  constructor(detail: string) {
    super(C.PROVIDER_UNAVAILABLE, `The payment provider did not answer: ${detail}`);
  }
}
export class InvalidPaymentRequestError extends DomainError {
  constructor(message: string) {
    super(C.INVALID, message);
  }
}
/** A name-change order with a bad, missing or misplaced wished name (or as a gift): nothing is stored. */
export class NameChangeInvalidError extends DomainError {
  constructor(message: string) {
    super(C.NAME_CHANGE_INVALID, message);
  }
}
/** The wished name belongs to another player (case-insensitive, as registration checks). */
export class NameTakenError extends DomainError {
  constructor() {
    super(C.NAME_TAKEN, IDENTITY_MESSAGES.nameTaken);
  }
}
