import { DomainError } from '@grimhunt/api-kernel';
import { MARKET_ERROR_CODES as C, MARKET_MESSAGES as M } from '@grimhunt/contracts';

/**
 * Expected refusals of the market. Malformed orders and untradable items are 400, unknown orders 404, another
 * player's order 403, state conflicts (order limit, median guard, closed order, own order crossed) 409. A balance too
 * small for the escrow is economy's refusal (409, with the amounts).
 */
export class InvalidOrderError extends DomainError {
  constructor(message: string) {
    super(C.INVALID_ORDER, message);
  }
}
export class UnknownMarketItemError extends DomainError {
  constructor() {
    super(C.UNKNOWN_ITEM, M.unknownItem);
  }
}
export class NotTradableError extends DomainError {
  constructor(itemName: string) {
    super(C.NOT_TRADABLE, M.notTradable(itemName));
  }
}
export class TooManyOrdersError extends DomainError {
  constructor(max: number) {
    super(C.TOO_MANY_ORDERS, M.tooManyOrders(max));
  }
}
export class PriceOutOfRangeError extends DomainError {
  constructor(message: string) {
    super(C.PRICE_OUT_OF_RANGE, message);
  }
}
export class OwnOrderCrossedError extends DomainError {
  constructor() {
    super(C.SELF_TRADE, M.selfTrade);
  }
}
export class OrderNotFoundError extends DomainError {
  constructor() {
    super(C.NOT_FOUND, M.orderNotFound);
  }
}
export class NotYourOrderError extends DomainError {
  constructor() {
    super(C.FORBIDDEN, M.notYourOrder);
  }
}
export class OrderClosedError extends DomainError {
  constructor() {
    super(C.ORDER_CLOSED, M.orderClosed);
  }
}
