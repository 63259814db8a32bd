import { DomainError } from '@grimhunt/api-kernel';

export class UnknownCurrencyError extends DomainError {
  constructor(name: string) { super('ECONOMY.UNKNOWN_CURRENCY', `There is no currency "${name}"`, 400); }
}
export class UnknownItemError extends DomainError {
  constructor() { super('ECONOMY.UNKNOWN_ITEM', 'There is no such item', 400); }
}
export class NotEnoughItemsError extends DomainError {
  constructor(owned: number, wanted: number) {
    super('ECONOMY.NOT_ENOUGH_ITEMS', `Cannot remove ${wanted}: only ${owned} owned`, 409);
  }
}
