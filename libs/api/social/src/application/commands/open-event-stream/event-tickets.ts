import { createHash, randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { EventTicketDto, SOCIAL_LIMITS } from '@grimhunt/contracts';
import { CLOCK, Clock } from '@grimhunt/api-kernel';
import { TicketInvalidError } from '../../../domain/social.errors';
import { SOCIAL_REPOSITORY, SocialRepository } from '../../ports/social.repository.port';

const hashOf = (ticket: string) => createHash('sha256').update(ticket).digest('hex');

/**
 * Event-stream tickets: the browser's EventSource cannot send the bearer token, so a signed-in player asks for a
 * ticket (`POST /api/social/events/ticket`) and opens the stream with it in the query. A ticket opens one stream,
 * once, within 30 seconds, on any process (stored in PostgreSQL as a hash), and is good for nothing else.
 */
@Injectable()
export class EventTickets {
  constructor(
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(SOCIAL_REPOSITORY) private readonly social: SocialRepository,
  ) {}

  async issue(userId: string): Promise<EventTicketDto> {
    const ticket = randomBytes(32).toString('base64url');
    const expiresAt = this.clock.now().getTime() + SOCIAL_LIMITS.eventTicketLifetimeMs;
    await this.social.insertTicket(hashOf(ticket), userId, new Date(expiresAt));
    return { ticket, expiresAt };
  }

  /** The player the ticket was issued to; the ticket is used up. */
  async redeem(ticket: unknown): Promise<string> {
    if (typeof ticket !== 'string' || ticket.length === 0 || ticket.length > 100) throw new TicketInvalidError();
    const userId = await this.social.consumeTicket(hashOf(ticket), this.clock.now());
    if (!userId) throw new TicketInvalidError();
    return userId;
  }
}
