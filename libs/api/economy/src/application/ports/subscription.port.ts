import { Tx } from '@grimhunt/api-kernel';

/**
 * The player's active subscription level (0 none, 1 silver, 2 gold, 3 platinum). Economy asks it for `needSub` items;
 * the payment context provides it (the port is economy's, the adapter payment's: payment depends on economy, never
 * the other way). No default: an app without a provider does not start.
 */
export interface SubscriptionLevels {
  activeLevel(userId: string, tx?: Tx): Promise<number>;
}
export const SUBSCRIPTION_LEVELS_PORT = Symbol('SUBSCRIPTION_LEVELS_PORT');
