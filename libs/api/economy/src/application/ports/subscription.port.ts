import { Tx } from '@grimhunt/api-kernel';

/**
 * The player's active subscription level (0 none, 1 silver, 2 gold, 3 platinum). There is no payment context yet:
 * the bound adapter answers 0 for everybody, so items with `needSub` > 0 are refused. Payment will rebind this.
 */
export interface SubscriptionLevels {
  activeLevel(userId: string, tx?: Tx): Promise<number>;
}
export const SUBSCRIPTION_LEVELS_PORT = Symbol('SUBSCRIPTION_LEVELS_PORT');

export const noSubscriptions: SubscriptionLevels = { activeLevel: async () => 0 };
