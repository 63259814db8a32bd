import { Controller, Get, Query, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { ServerResponse } from 'node:http';
import { SOCIAL_ROUTES } from '@grimhunt/contracts';
import { Public } from '@grimhunt/api-kernel';
import { EventTickets } from '../../application/commands/open-event-stream/event-tickets';
import { PgSocialEvents } from '../events/pg-social-events';

/** Comment lines keep proxies from closing an idle stream. */
const KEEP_ALIVE_MS = 25_000;

interface RawReply {
  raw: ServerResponse;
  hijack(): void;
}

/**
 * `GET /api/social/events?ticket=...`: the signed-in player's server-sent events. The browser's EventSource cannot
 * send the bearer token, so the route is opened with a single-use ticket (`POST /api/social/events/ticket`) instead:
 * an invalid or used ticket answers 401 before any stream starts.
 */
@ApiTags('social')
@Controller()
export class SocialEventsController {
  constructor(
    private readonly tickets: EventTickets,
    private readonly events: PgSocialEvents,
  ) {}

  @Get(SOCIAL_ROUTES.events)
  @Public()
  async stream(@Query('ticket') ticket: unknown, @Res() reply: RawReply): Promise<void> {
    const userId = await this.tickets.redeem(ticket);
    reply.hijack();
    const res = reply.raw;
    res.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    res.write(': open\n\n');
    const unsubscribe = this.events.subscribe(userId, {
      write: (event) => res.write(`event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`),
      end: () => res.end(),
    });
    const keepAlive = setInterval(() => res.write(': keep-alive\n\n'), KEEP_ALIVE_MS);
    keepAlive.unref();
    res.on('close', () => {
      clearInterval(keepAlive);
      unsubscribe();
    });
  }
}
