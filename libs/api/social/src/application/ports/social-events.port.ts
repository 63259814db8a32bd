import { SocialEventDto } from '@grimhunt/contracts';
import { Tx } from '@grimhunt/api-kernel';

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
}
export const SOCIAL_EVENT_PUBLISHER = Symbol('SOCIAL_EVENT_PUBLISHER');
