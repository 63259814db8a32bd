import { ConflictError, DomainError, NotFoundError } from '@grimhunt/api-kernel';
import { DAILY_REWARD_ERROR_CODES, DAILY_REWARD_MESSAGES, ECONOMY_ERROR_CODES as C } from '@grimhunt/contracts';

/**
 * Expected refusals of the economy. Shortages and state conflicts (not enough, already claimed, slots full) are
 * 409; malformed or not-allowed requests 400; unknown things 404 where the route names them.
 */
export class UnknownCurrencyError extends DomainError {
  constructor(name: string) {
    super(C.UNKNOWN_CURRENCY, `There is no currency "${name}"`);
  }
}
export class UnknownItemError extends DomainError {
  constructor() {
    super(C.UNKNOWN_ITEM, 'There is no such item');
  }
}
export class NotEnoughItemsError extends ConflictError {
  constructor(owned: number, wanted: number, itemName?: string) {
    super(
      itemName ? `Not enough ${itemName}: ${wanted} needed, ${owned} owned` : `Cannot remove ${wanted}: only ${owned} owned`,
      C.NOT_ENOUGH_ITEMS,
    );
  }
}
export class NotEnoughCurrencyError extends ConflictError {
  constructor(shortName: string, currencyName: string, needed: number, owned: number) {
    super(`Not enough ${currencyName}: ${needed} needed, ${owned} owned`, shortName === 'gold' ? C.NOT_ENOUGH_GOLD : C.NOT_ENOUGH_CURRENCY);
  }
}
export class InvalidAmountError extends DomainError {
  constructor(max: number) {
    super(C.INVALID_AMOUNT, `The amount must be a whole number between -${max} and ${max}, not 0`);
  }
}
export class NotForSaleError extends DomainError {
  constructor(itemName: string) {
    super(C.NOT_FOR_SALE, `${itemName} cannot be bought`);
  }
}
export class NotSellableError extends DomainError {
  constructor(message: string) {
    super(C.NOT_SELLABLE, message);
  }
}
export class XpRequiredError extends DomainError {
  constructor(reqXP: number) {
    super(C.XP_REQUIRED, `You need ${reqXP} XP for this item`);
  }
}
export class SubscriptionRequiredError extends DomainError {
  constructor(level: string) {
    super(C.SUBSCRIPTION_REQUIRED, `You need a ${level} subscription for this item`);
  }
}
export class UniqueOwnedError extends ConflictError {
  constructor(itemName: string) {
    super(`${itemName} is unique: you can own only one`, C.UNIQUE_OWNED);
  }
}
export class RecipeRequiredError extends DomainError {
  constructor(recipeName: string) {
    super(C.RECIPE_REQUIRED, `You need ${recipeName} to craft this item`);
  }
}
export class NoPremiumRecipeError extends DomainError {
  constructor(itemName: string) {
    super(C.NO_PREMIUM_RECIPE, `${itemName} has no premium crafting option`);
  }
}
export class NotOwnedError extends DomainError {
  constructor(itemName: string) {
    super(C.NOT_OWNED, `You do not own ${itemName}`);
  }
}
export class NotEquipmentError extends DomainError {
  constructor(itemName: string) {
    super(C.NOT_EQUIPMENT, `${itemName} cannot be equipped`);
  }
}
export class SlotsFullError extends ConflictError {
  constructor(capacity: number, typeName: string) {
    super(`All ${capacity} ${typeName} slots are in use: unequip one first`, C.SLOTS_FULL);
  }
}
export class EquippedItemError extends ConflictError {
  constructor(message: string) {
    super(message, C.EQUIPPED);
  }
}
export class SetupLockedError extends DomainError {
  constructor(unlocked: number) {
    super(C.SETUP_LOCKED, `Equipment setup must be a whole number from 0 to ${unlocked - 1} (${unlocked} unlocked)`);
  }
}
export class UnknownShopError extends NotFoundError {
  constructor(endpoint: string) {
    super(`There is no shop "${endpoint}"`, C.UNKNOWN_SHOP);
  }
}
export class CollectionIncompleteError extends ConflictError {
  constructor(missing: string[]) {
    super(`Trophies still missing: ${missing.join(', ')}`, C.COLLECTION_INCOMPLETE);
  }
}
export class CollectionClaimedError extends ConflictError {
  constructor() {
    super('You have already claimed this collection', C.COLLECTION_CLAIMED);
  }
}
export class NotEquippedError extends DomainError {
  constructor(itemName: string) {
    super(C.NOT_EQUIPPED, `${itemName} is not equipped in this setup`);
  }
}
export class DailyRewardClaimedError extends ConflictError {
  constructor() {
    super(DAILY_REWARD_MESSAGES.alreadyClaimed, DAILY_REWARD_ERROR_CODES.ALREADY_CLAIMED);
  }
}
export class DailyRewardDisabledError extends ConflictError {
  constructor() {
    super(DAILY_REWARD_MESSAGES.disabled, DAILY_REWARD_ERROR_CODES.DISABLED);
  }
}
