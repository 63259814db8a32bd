import { ConflictError, DomainError, ForbiddenError, NotFoundError } from '@grimhunt/api-kernel';
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
export class TooManyOrdersError extends ConflictError {
  constructor(max: number) {
    super(M.tooManyOrders(max), C.TOO_MANY_ORDERS);
  }
}
export class PriceOutOfRangeError extends ConflictError {
  constructor(message: string) {
    super(message, C.PRICE_OUT_OF_RANGE);
  }
}
export class OwnOrderCrossedError extends ConflictError {
  constructor() {
    super(M.selfTrade, C.SELF_TRADE);
  }
}
export class OrderNotFoundError extends NotFoundError {
  constructor() {
    super(M.orderNotFound, C.NOT_FOUND);
  }
}
export class NotYourOrderError extends ForbiddenError {
  constructor() {
    super(M.notYourOrder, C.FORBIDDEN);
  }
}
export class OrderClosedError extends ConflictError {
  constructor() {
    super(M.orderClosed, C.ORDER_CLOSED);
  }
}
