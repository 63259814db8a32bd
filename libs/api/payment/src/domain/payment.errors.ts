import { ConflictError, DomainError, NotFoundError, UpstreamUnavailableError } from '@grimhunt/api-kernel';
import { IDENTITY_MESSAGES, PAYMENT_ERROR_CODES as C } from '@grimhunt/contracts';

/** Expected refusals of the payment context (stable codes in contracts; status fixed per error). */
export class PaymentNotFoundError extends NotFoundError {
  constructor() {
    super('There is no such payment', C.NOT_FOUND);
  }
}
export class PackageNotFoundError extends NotFoundError {
  constructor() {
    super('There is no such premium package', C.PACKAGE_NOT_FOUND);
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
export class SubscriptionNotHigherError extends ConflictError {
  constructor(forGift: boolean) {
    super(
      forGift ? 'This player already has this subscription or a higher one' : 'You already have this subscription or a higher one',
      C.SUBSCRIPTION_NOT_HIGHER,
    );
  }
}
export class OneTimeOwnedError extends ConflictError {
  constructor() {
    super('This one-time deal was already bought', C.ONE_TIME_OWNED);
  }
}
export class NotASubscriptionError extends DomainError {
  constructor() {
    super(C.NOT_A_SUBSCRIPTION, 'This payment is not a subscription');
  }
}
export class NotCancellableError extends ConflictError {
  constructor(status: string) {
    super(`Only an active subscription can be cancelled (this one is ${status})`, C.NOT_CANCELLABLE);
  }
}
export class OrderExpiredError extends ConflictError {
  constructor() {
    super('This order can no longer be approved: please buy again', C.ORDER_EXPIRED);
  }
}
export class ProviderUnavailableError extends UpstreamUnavailableError {
  constructor(detail: string) {
    super(`The payment provider did not answer: ${detail}`, C.PROVIDER_UNAVAILABLE);
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
export class NameTakenError extends ConflictError {
  constructor() {
    super(IDENTITY_MESSAGES.nameTaken, C.NAME_TAKEN);
  }
}
