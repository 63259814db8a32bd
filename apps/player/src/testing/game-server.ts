import type { ClientItemDto, ShopItemDto } from '@grimhunt/contracts';
import { installFetch, jsonResponse, type FakeResponse, type RecordedCall } from './fake-fetch';
import { makeToken } from './make-token';

export const testMe = {
  id: 'u1',
  name: 'Van_Helsing',
  email: 'van@helsing.test',
  xp: 1250,
  nextRankXP: 5000,
  currentRank: { name: 'Apprentice' },
  patreonType: 0,
  userRole: 1,
  unlockedEquipmentSlots: 3,
  activeEquipmentSlot: 0,
  currencies: {
    currencyEntries: [
      { shortName: 'gold', name: 'Gold Coins', value: 1_234_567 },
      { shortName: 'ectoplasm', name: 'Ectoplasm', value: 4200 },
    ],
  },
};

type Route = (call: RecordedCall, url: URL) => FakeResponse | Promise<FakeResponse> | undefined;

/** Signs in as a user and answers the shell's start-up calls; `route` answers the rest (or 404). */
export function serveGame(route: Route = () => undefined) {
  localStorage.setItem('token', makeToken({ role: 'user', name: 'Van_Helsing' }));
  return installFetch(async (call) => {
    const url = new URL(call.url, 'http://localhost');
    const answer = await route(call, url);
    if (answer) return answer;
    if (url.pathname.startsWith('/api/version')) return jsonResponse(200, '0.1.0');
    if (url.pathname === '/api/user/check') {
      return jsonResponse(200, { success: true, access_token: call.headers.Authorization?.replace('Bearer ', '') ?? null });
    }
    if (url.pathname === '/api/clientUser/getme') return jsonResponse(200, testMe);
    return jsonResponse(404, { statusCode: 404, code: 'GENERIC.NOT_FOUND', message: 'not here' });
  });
}

let counter = 0;

export function clientItem(overrides: Partial<ClientItemDto> = {}): ClientItemDto {
  counter += 1;
  return {
    id: `item-${counter}`,
    name: `Item ${counter}`,
    itemType: 'bait',
    imageId: null,
    animatedImageId: null,
    flavorText: '',
    rarity: { id: 'r1', name: 'Common', shortName: 'common', colorHex: '#9D9D9D' },
    stats: { statEntries: [] },
    price: { currencyEntries: [{ name: 'gold', value: 10 }] },
    refund: { currencyEntries: [] },
    craftingMats: [],
    craftingMatsPremium: [],
    unique: false,
    reqXP: 0,
    transferable: false,
    tradable: false,
    contractType: null,
    ...overrides,
  };
}

export function shopItem(overrides: Partial<ShopItemDto> = {}): ShopItemDto {
  return { ...clientItem(overrides), action: 'BUY', owned: 0, locked: null, hasPremiumCrafting: false, premiumLocked: null, ...overrides };
}

export function page<T>(items: T[], currentPage = 1, hasNextPage = false) {
  return {
    items,
    pagination: {
      currentPage,
      totalPages: hasNextPage ? currentPage + 1 : currentPage,
      totalCount: items.length,
      hasNextPage,
      hasPreviousPage: currentPage > 1,
    },
  };
}

/** A controllable IntersectionObserver: `intersect()` tells every observer its target is in view. */
export function mockIntersectionObserver() {
  const observers: { callback: IntersectionObserverCallback; targets: Element[]; disconnected: boolean }[] = [];
  class FakeObserver {
    private readonly record: (typeof observers)[number];
    constructor(callback: IntersectionObserverCallback) {
      this.record = { callback, targets: [], disconnected: false };
      observers.push(this.record);
    }
    observe(target: Element) {
      this.record.targets.push(target);
    }
    unobserve() {}
    disconnect() {
      this.record.disconnected = true;
    }
    takeRecords() {
      return [];
    }
  }
  (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = FakeObserver;
  return {
    intersect() {
      for (const o of observers.filter((x) => !x.disconnected)) {
        o.callback(
          o.targets.map((target) => ({ isIntersecting: true, target }) as unknown as IntersectionObserverEntry),
          {} as IntersectionObserver,
        );
      }
    },
    get active() {
      return observers.filter((x) => !x.disconnected).length;
    },
    restore() {
      delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
    },
  };
}
