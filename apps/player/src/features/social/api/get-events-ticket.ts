import { api, apiPath } from '../../../lib/api-client';

/** POST /api/social/events/ticket: a short-lived ticket for the event stream (an EventSource cannot send headers). */
export function getEventsTicket(): Promise<{ ticket: string }> {
  return api.post<{ ticket: string }>(apiPath('social', 'events', 'ticket'));
}

/** The event stream's address with its ticket. */
export function eventsUrl(ticket: string): string {
  return `${apiPath('social', 'events')}?ticket=${encodeURIComponent(ticket)}`;
}
