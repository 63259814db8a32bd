import { EventTicketDto, FriendsDto, SOCIAL_PATHS, SocialEventDto } from '@grimhunt/contracts';
import type { TestApp } from '../testing/test-app';
import type { Player } from '../economy/economy.test-helpers';

/** Makes two players friends through the screens' routes (a request, then the addressee's accept). */
export async function befriend(t: TestApp, a: Player, b: Player): Promise<void> {
  const asked = await t.http.postJson(SOCIAL_PATHS.friendRequests, { name: b.name }, a.token);
  if (asked.status !== 201) throw new Error(`request: ${asked.status} ${asked.text}`);
  const accepted = await t.http.postJson(SOCIAL_PATHS.acceptRequest(asked.body.requestId), {}, b.token);
  if (accepted.status !== 200) throw new Error(`accept: ${accepted.status} ${accepted.text}`);
}

export async function friendsOf(t: TestApp, p: Player): Promise<FriendsDto> {
  const res = await t.http.get<FriendsDto>(SOCIAL_PATHS.friends, p.token);
  if (res.status !== 200) throw new Error(`friends: ${res.status} ${res.text}`);
  return res.body;
}

/** Every claimed gift paid its recipient one unit of its item, exactly once; unclaimed gifts paid nothing. */
export async function auditGifts(t: TestApp): Promise<void> {
  const wrong = await t.dataSource.query(`
    SELECT g.id FROM social_gift g
      LEFT JOIN ledger l ON l.reason = 'social-gift-claim' AND l.reference = g.id::text
     GROUP BY g.id, g.claimed_at, g.to_user_id, g.item_id
    HAVING count(l.id) <> CASE WHEN g.claimed_at IS NULL THEN 0 ELSE 1 END
        OR bool_or(l.user_id <> g.to_user_id OR l.ref_id <> g.item_id OR l.delta <> 1)`);
  expect(wrong).toEqual([]);
}

/** An open event stream: the events received so far, and a wait for the next that matches. */
export async function openStream(t: TestApp, token: string) {
  const ticket = await t.http.postJson<EventTicketDto>(SOCIAL_PATHS.eventsTicket, {}, token);
  if (ticket.status !== 201) throw new Error(`ticket: ${ticket.status} ${ticket.text}`);
  const controller = new AbortController();
  const res = await fetch(`${t.baseUrl}${SOCIAL_PATHS.events(ticket.body.ticket)}`, { signal: controller.signal });
  if (res.status !== 200 || !res.body) throw new Error(`stream: ${res.status}`);
  const events: SocialEventDto[] = [];
  const reader = res.body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  const pump = (async () => {
    for (;;) {
      const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }));
      if (done) return;
      buffer += decoder.decode(value, { stream: true });
      let end: number;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const data = block.split('\n').find((line) => line.startsWith('data: '));
        if (data) events.push(JSON.parse(data.slice(6)));
      }
    }
  })();
  return {
    ticket: ticket.body.ticket,
    events,
    async next(match: (e: SocialEventDto) => boolean, withinMs: number): Promise<SocialEventDto> {
      const until = Date.now() + withinMs;
      while (Date.now() < until) {
        const found = events.find(match);
        if (found) return found;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      throw new Error(`no matching event within ${withinMs} ms (got ${JSON.stringify(events)})`);
    },
    async close() {
      controller.abort();
      await pump;
    },
  };
}
