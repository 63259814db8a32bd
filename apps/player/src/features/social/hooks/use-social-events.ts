import { useEffect, useRef } from 'react';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { SocialEventDto, SocialEventType } from '@grimhunt/contracts';
import { queryKeys } from '../../../lib/query-keys';
import { eventsUrl, getEventsTicket } from '../api/get-events-ticket';
import { SOCIAL_SCREEN_TEXTS } from '../social-messages';

/** First wait before reopening a dropped stream; it doubles up to RECONNECT_MAX_MS. */
export const RECONNECT_MIN_MS = 1_000;
export const RECONNECT_MAX_MS = 30_000;

/** The events the server pushes, and the queries each makes stale. */
export const SOCIAL_EVENT_QUERIES: Record<SocialEventType, QueryKey[]> = {
  'friend-request': [queryKeys.friends],
  'friend-accepted': [queryKeys.friends, queryKeys.gifts],
  gift: [queryKeys.gifts],
  // A friend's hunt took me along: my cooldown, journal, purse, bait and odds changed.
  'party-hunt': [queryKeys.huntStatus, queryKeys.journal, queryKeys.me, queryKeys.inventory, queryKeys.odds, queryKeys.friends],
  // A member of my séance map caught one of its ghosts, or a friend invited me to a map: the maps (and the open one).
  'map-catch': [queryKeys.seanceMaps],
  'map-invite': [queryKeys.seanceMaps],
};
const EVENT_TYPES = Object.keys(SOCIAL_EVENT_QUERIES) as SocialEventType[];

/** The toast of an event that asks for the player's attention, or null. */
export function toastOf(event: SocialEventDto): string | null {
  if (event.type === 'friend-request') return SOCIAL_SCREEN_TEXTS.toastRequest(event.from.name);
  if (event.type === 'friend-accepted') return SOCIAL_SCREEN_TEXTS.toastAccepted(event.name);
  if (event.type === 'gift') return SOCIAL_SCREEN_TEXTS.toastGift(event.from.name);
  if (event.type === 'map-invite') return SOCIAL_SCREEN_TEXTS.toastMapInvite(event.from.name);
  return null;
}

function parse(type: SocialEventType, data: string): SocialEventDto | null {
  try {
    // The event's name is its type; the data carries the rest.
    return { ...(JSON.parse(data) as object), type } as SocialEventDto;
  } catch {
    return null;
  }
}

/**
 * Listens to the social event stream while signed in: each event makes its queries stale (open screens refresh
 * without a reload) and a request, an acceptance, a gift or a séance-map invitation calls `onToast`. A dropped stream is reopened with a fresh
 * ticket after a growing pause (1 s, 2 s, ... at most 30 s); a reopened stream refreshes every social query, since
 * events sent while it was closed are not replayed.
 */
export function useSocialEvents(onToast: (text: string, event: SocialEventDto) => void): void {
  const queryClient = useQueryClient();
  const toast = useRef(onToast);
  toast.current = onToast;

  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    let source: EventSource | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    let dropped = false;
    let delay = RECONNECT_MIN_MS;

    const refresh = (keys: QueryKey[]) => {
      for (const queryKey of keys) void queryClient.invalidateQueries({ queryKey });
    };
    const retry = () => {
      if (stopped) return;
      dropped = true;
      timer = setTimeout(() => void connect(), delay);
      delay = Math.min(delay * 2, RECONNECT_MAX_MS);
    };
    const connect = async () => {
      try {
        const { ticket } = await getEventsTicket();
        if (stopped) return;
        const opened = new EventSource(eventsUrl(ticket));
        source = opened;
        opened.onopen = () => {
          delay = RECONNECT_MIN_MS;
          if (dropped) refresh([...new Set(Object.values(SOCIAL_EVENT_QUERIES).flat())]);
          dropped = false;
        };
        opened.onerror = () => {
          opened.close();
          if (source === opened) source = null;
          retry();
        };
        for (const type of EVENT_TYPES) {
          opened.addEventListener(type, (message: MessageEvent<string>) => {
            refresh(SOCIAL_EVENT_QUERIES[type]);
            const event = parse(type, message.data);
            const text = event && toastOf(event);
            if (text) toast.current(text, event);
          });
        }
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
