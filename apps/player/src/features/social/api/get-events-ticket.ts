import { SOCIAL_PATHS, SOCIAL_ROUTES, type EventTicketDto } from '@grimhunt/contracts';
import { api, apiRoute } from '../../../lib/api-client';

/** POST /api/social/events/ticket: a short-lived ticket for the event stream (an EventSource cannot send headers). */
export function getEventsTicket(): Promise<EventTicketDto> {
  return api.post<EventTicketDto>(apiRoute(SOCIAL_ROUTES.eventsTicket));
}

/** The event stream's address with its ticket. */
export const eventsUrl = (ticket: string): string => SOCIAL_PATHS.events(ticket);
