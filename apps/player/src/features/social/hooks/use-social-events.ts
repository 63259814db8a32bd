import { useEffect, useRef } from 'react';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys';
import { eventsUrl, getEventsTicket } from '../api/get-events-ticket';
import { SOCIAL_MESSAGES } from '../social-messages';

/** First wait before reconnecting a dropped stream; it doubles up to RECONNECT_MAX_MS. */
export const RECONNECT_MIN_MS = 1_000;
export const RECONNECT_MAX_MS = 30_000;

/** The events the server pushes, and the queries each makes stale. */
export const SOCIAL_EVENT_QUERIES: Record<string, QueryKey[]> = {
  'friend-request': [queryKeys.friends],
  friends: [queryKeys.friends],
  gift: [queryKeys.gifts],
  'party-hunt': [queryKeys.huntStatus, queryKeys.journal, queryKeys.me, queryKeys.inventory, queryKeys.odds],
};

interface SocialEventData {
  from?: { name?: string };
  name?: string;
}

/** The toast of an event that asks for the player's attention (a new request or gift), or null. */
export function toastOf(type: string, data: SocialEventData): string | null {
  const name = data.from?.name ?? data.name ?? 'A friend';
  if (type === 'friend-request') return SOCIAL_MESSAGES.toastRequest(name);
  if (type === 'gift') return SOCIAL_MESSAGES.toastGift(name);
  return null;
}

/**
 * Listens to the social event stream while signed in: each event makes its queries stale (open screens refresh
 * without a reload) and a request or gift calls `onToast`. A dropped stream is reopened with a fresh ticket after a
 * growing pause (1 s, 2 s, ... at most 30 s).
 */
export function useSocialEvents(onToast: (text: string) => void): void {
  const queryClient = useQueryClient();
  const toast = useRef(onToast);
  toast.current = onToast;

  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    let source: EventSource | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    let delay = RECONNECT_MIN_MS;

    const retry = () => {
      if (stopped) return;
      timer = setTimeout(() => void connect(), delay);
      delay = Math.min(delay * 2, RECONNECT_MAX_MS);
    };
    const handle = (type: string) => (event: MessageEvent<string>) => {
      for (const queryKey of SOCIAL_EVENT_QUERIES[type] ?? []) void queryClient.invalidateQueries({ queryKey });
      let data: SocialEventData = {};
      try {
        data = JSON.parse(event.data) as SocialEventData;
      } catch {
        // A bare event still refreshes its queries.
      }
      const text = toastOf(type, data);
      if (text) toast.current(text);
    };
    const connect = async () => {
      try {
        const { ticket } = await getEventsTicket();
        if (stopped) return;
        source = new EventSource(eventsUrl(ticket));
        source.onopen = () => {
          delay = RECONNECT_MIN_MS;
        };
        source.onerror = () => {
          source?.close();
          source = null;
          retry();
        };
        for (const type of Object.keys(SOCIAL_EVENT_QUERIES)) source.addEventListener(type, handle(type));
      } catch {
        retry();
      }
    };

    void connect();
    return () => {
      stopped = true;
      clearTimeout(timer);
      source?.close();
    };
  }, [queryClient]);
}
