import { SocialEventDto } from '@grimhunt/contracts';
import { PgNotification, Tx } from '@grimhunt/api-kernel';

/** An event for one player's open event streams. */
export interface SocialEventFor {
  userId: string;
  event: SocialEventDto;
}

/**
 * Sends events to the players' streams on every API process, when `tx` commits (nothing is sent for a rolled-back
 * transaction). One statement for any number of events.
 */
export interface SocialEventPublisher {
  publish(tx: Tx, events: SocialEventFor[]): Promise<void>;
  /**
   * The notifications `publish` would send for `events`, for a statement of another context to send in its own
   * transaction (the hunting party's events ride the hunt's batched write); they reach the streams as published ones.
   */
  notifications(events: SocialEventFor[]): PgNotification[];
}
export const SOCIAL_EVENT_PUBLISHER = Symbol('SOCIAL_EVENT_PUBLISHER');
