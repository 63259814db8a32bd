import { Tx } from '@grimhunt/api-kernel';

/**
 * The player's active subscription level (0 none, 1 silver, 2 gold, 3 platinum). Bound to EconomyExtensions, which
 * answers 0 until the payment context registers its source.
 */
export interface SubscriptionLevels {
  activeLevel(userId: string, tx?: Tx): Promise<number>;
}
export const SUBSCRIPTION_LEVELS_PORT = Symbol('SUBSCRIPTION_LEVELS_PORT');

export const noSubscriptions: SubscriptionLevels = { activeLevel: async () => 0 };
