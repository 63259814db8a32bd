import { DomainError } from '@grimhunt/api-kernel';
import { PAYMENT_ERROR_CODES as C } from '@grimhunt/contracts';

/** Expected refusals of the payment context (stable codes in contracts; status fixed per error). */
export class PaymentNotFoundError extends DomainError {
  constructor() { super(C.NOT_FOUND, 'There is no such payment', 404); }
}
export class PackageNotFoundError extends DomainError {
  constructor() { super(C.PACKAGE_NOT_FOUND, 'There is no such premium package', 404); }
}
export class RecipientNotFoundError extends DomainError {
  constructor(name: string) { super(C.RECIPIENT_NOT_FOUND, `There is no player named ${name}`, 400); }
}
export class SelfGiftError extends DomainError {
  constructor() { super(C.SELF_GIFT, 'A gift needs another player: buy it for yourself without the gift name', 400); }
}
export class SubscriptionNotHigherError extends DomainError {
  constructor(forGift: boolean) {
    super(
      C.SUBSCRIPTION_NOT_HIGHER,
      forGift ? 'This player already has this subscription or a higher one' : 'You already have this subscription or a higher one',
      409,
    );
  }
}
export class OneTimeOwnedError extends DomainError {
  constructor() { super(C.ONE_TIME_OWNED, 'This one-time deal was already bought', 409); }
}
export class NotASubscriptionError extends DomainError {
  constructor() { super(C.NOT_A_SUBSCRIPTION, 'This payment is not a subscription', 400); }
}
export class NotCancellableError extends DomainError {
  constructor(status: string) { super(C.NOT_CANCELLABLE, `Only an active subscription can be cancelled (this one is ${status})`, 409); }
}
export class OrderExpiredError extends DomainError {
  constructor() { super(C.ORDER_EXPIRED, 'This order can no longer be approved: please buy again', 409); }
}
export class ProviderUnavailableError extends DomainError {
  constructor(detail: string) { super(C.PROVIDER_UNAVAILABLE, `The payment provider did not answer: ${detail}`, 502); }
}
export class InvalidPaymentRequestError extends DomainError {
  constructor(message: string) { super(C.INVALID, message, 400); }
}
