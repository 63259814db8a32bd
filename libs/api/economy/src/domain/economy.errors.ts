import { DomainError } from '@grimhunt/api-kernel';
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
export class NotEnoughItemsError extends DomainError {
  constructor(owned: number, wanted: number, itemName?: string) {
    super(
      C.NOT_ENOUGH_ITEMS,
      itemName ? `Not enough ${itemName}: ${wanted} needed, ${owned} owned` : `Cannot remove ${wanted}: only ${owned} owned`,
    );
  }
}
export class NotEnoughCurrencyError extends DomainError {
  constructor(shortName: string, currencyName: string, needed: number, owned: number) {
    super(shortName === 'gold' ? C.NOT_ENOUGH_GOLD : C.NOT_ENOUGH_CURRENCY, `Not enough ${currencyName}: ${needed} needed, ${owned} owned`);
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
export class UniqueOwnedError extends DomainError {
  constructor(itemName: string) {
    super(C.UNIQUE_OWNED, `${itemName} is unique: you can own only one`);
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
export class SlotsFullError extends DomainError {
  constructor(capacity: number, typeName: string) {
    super(C.SLOTS_FULL, `All ${capacity} ${typeName} slots are in use: unequip one first`);
  }
}
export class EquippedItemError extends DomainError {
  constructor(message: string) {
    super(C.EQUIPPED, message);
  }
}
export class SetupLockedError extends DomainError {
  constructor(unlocked: number) {
    super(C.SETUP_LOCKED, `Equipment setup must be a whole number from 0 to ${unlocked - 1} (${unlocked} unlocked)`);
  }
}
export class UnknownShopError extends DomainError {
  constructor(endpoint: string) {
    super(C.UNKNOWN_SHOP, `There is no shop "${endpoint}"`);
  }
}
export class CollectionIncompleteError extends DomainError {
  constructor(missing: string[]) {
    super(C.COLLECTION_INCOMPLETE, `Trophies still missing: ${missing.join(', ')}`);
  }
}
export class CollectionClaimedError extends DomainError {
  constructor() {
    super(C.COLLECTION_CLAIMED, 'You have already claimed this collection');
  }
}
export class NotEquippedError extends DomainError {
  constructor(itemName: string) {
    super(C.NOT_EQUIPPED, `${itemName} is not equipped in this setup`);
  }
}
export class DailyRewardClaimedError extends DomainError {
  constructor() {
    super(DAILY_REWARD_ERROR_CODES.ALREADY_CLAIMED, DAILY_REWARD_MESSAGES.alreadyClaimed);
  }
}
export class DailyRewardDisabledError extends DomainError {
  constructor() {
    super(DAILY_REWARD_ERROR_CODES.DISABLED, DAILY_REWARD_MESSAGES.disabled);
  }
}
