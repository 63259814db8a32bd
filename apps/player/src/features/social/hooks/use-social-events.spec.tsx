import { act, renderHook } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { queryKeys } from '../../../lib/query-keys';
import { jsonResponse } from '../../../testing/fake-fetch';
import { serveGame } from '../../../testing/game-server';
import { createTestQueryClient } from '../../../testing/test-utils';
import { RECONNECT_MIN_MS, useSocialEvents } from './use-social-events';

jest.mock('../../../lib/browser');

type Listener = (event: MessageEvent<string>) => void;

/** A stand-in for the browser's EventSource: the test opens it, fails it and sends named events. */
class FakeEventSource {
  static all: FakeEventSource[] = [];
  onopen: (() => void) | null = null;
  onerror: (() => void) | null = null;
  closed = false;
  private readonly listeners = new Map<string, Listener[]>();
  constructor(readonly url: string) {
    FakeEventSource.all.push(this);
  }
  addEventListener(type: string, listener: Listener) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close() {
    this.closed = true;
  }
  emit(type: string, data: unknown) {
    for (const listener of this.listeners.get(type) ?? []) listener({ data: JSON.stringify(data) } as MessageEvent<string>);
  }
}

const flush = () => act(async () => {});

describe('useSocialEvents', () => {
  beforeEach(() => {
    FakeEventSource.all = [];
    (globalThis as { EventSource?: unknown }).EventSource = FakeEventSource;
  });
  afterEach(() => {
    delete (globalThis as { EventSource?: unknown }).EventSource;
    jest.useRealTimers();
  });

  function setup() {
    let tickets = 0;
    const server = serveGame((call, url) => {
      if (url.pathname === '/api/social/events/ticket' && call.method === 'POST') {
        tickets += 1;
        return jsonResponse(201, { ticket: `t${tickets}`, expiresAt: 0 });
      }
    });
    const queryClient = createTestQueryClient();
    const invalidate = jest.spyOn(queryClient, 'invalidateQueries');
    const toasts: string[] = [];
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
    const hook = renderHook(() => useSocialEvents((text) => toasts.push(text)), { wrapper });
    const invalidated = () => invalidate.mock.calls.map(([filters]) => filters?.queryKey);
    return { server, hook, toasts, invalidated, invalidate };
  }

  it('opens the stream with a ticket, refreshes the queries an event concerns and toasts requests and gifts', async () => {
    const { toasts, invalidated, invalidate } = setup();
    await flush();
    expect(FakeEventSource.all.map((s) => s.url)).toEqual(['/api/social/events?ticket=t1']);
    const stream = FakeEventSource.all[0];
    stream.onopen?.();

    stream.emit('friend-request', { requestId: 'r1', from: { userId: 'u2', name: 'Mara' } });
    expect(invalidated()).toEqual([queryKeys.friends]);
    stream.emit('gift', { giftId: 'g1', from: { userId: 'u2', name: 'Mara' }, itemId: 'i1' });
    expect(invalidated()).toEqual([queryKeys.friends, queryKeys.gifts]);
    invalidate.mockClear();
    stream.emit('party-hunt', {
      by: { userId: 'u2', name: 'Mara' },
      huntResult: 'SuccessRegular',
      enemyName: 'Wisp',
      journalEntryId: 'j1',
    });
    expect(invalidated()).toEqual(expect.arrayContaining([queryKeys.huntStatus, queryKeys.journal, queryKeys.me]));
    expect(toasts).toEqual(['Mara wants to be your friend', 'Mara sent you a gift']);
  });

  it('a séance-map catch refreshes the maps (the open map among them); an invitation also toasts', async () => {
    const { toasts, invalidated, invalidate } = setup();
    await flush();
    const stream = FakeEventSource.all[0];
    stream.onopen?.();
    invalidate.mockClear();
    stream.emit('map-catch', { mapId: 'm1', enemyId: 'e1', caughtBy: { userId: 'u2', name: 'Mara' }, caughtAt: 1, completed: false });
    expect(invalidated()).toEqual([queryKeys.seanceMaps]);
    expect(toasts).toEqual([]);
    stream.emit('map-invite', { mapId: 'm1', from: { userId: 'u2', name: 'Mara' } });
    expect(toasts).toEqual(['Mara invites you to a séance']);
  });

  it('reopens a dropped stream with a fresh ticket after a pause and then refreshes everything social', async () => {
    jest.useFakeTimers();
    const { invalidated, invalidate } = setup();
    await flush();
    const first = FakeEventSource.all[0];
    first.onerror?.();
    expect(first.closed).toBe(true);
    await flush();
    expect(FakeEventSource.all).toHaveLength(1);
    await act(async () => {
      jest.advanceTimersByTime(RECONNECT_MIN_MS);
    });
    await flush();
    expect(FakeEventSource.all.map((s) => s.url)).toEqual(['/api/social/events?ticket=t1', '/api/social/events?ticket=t2']);
    invalidate.mockClear();
    FakeEventSource.all[1].onopen?.();
    expect(invalidated()).toEqual(expect.arrayContaining([queryKeys.friends, queryKeys.gifts, queryKeys.huntStatus]));
  });

  it('closes the stream when the player leaves the game', async () => {
    const { hook } = setup();
    await flush();
    hook.unmount();
    expect(FakeEventSource.all[0].closed).toBe(true);
  });
});
