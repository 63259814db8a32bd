import { act, waitFor } from '@testing-library/react';
import type { InventoryEntryDto } from '@grimhunt/contracts';
import { jsonResponse } from '../../../testing/fake-fetch';
import { clientItem, serveGame } from '../../../testing/game-server';
import { renderHookWithProviders } from '../../../testing/render-hook';
import { useInventoryScreen } from './use-inventory-screen';

const entry = (id: string, itemType: string, amount: number, reqXP = 0, equipped = false): InventoryEntryDto =>
  ({ itemId: id, amount, equipped, item: clientItem({ id, name: id, itemType, reqXP }) }) as InventoryEntryDto;

const inventory = [
  entry('old-trap', 'mechanism', 1, 10),
  entry('iron-trap', 'mechanism', 1, 500, true),
  entry('cheese', 'bait', 30),
  entry('spent', 'bait', 0),
];

describe('useInventoryScreen', () => {
  beforeEach(() => {
    document.cookie.split(';').forEach((c) => (document.cookie = `${c.split('=')[0].trim()}=; max-age=0; path=/`));
  });

  it('groups the owned items (highest required XP first) and folds a group', async () => {
    serveGame((_call, url) => {
      if (url.pathname === '/api/clientUser/getinventory') return jsonResponse(200, inventory);
    });
    const { result } = renderHookWithProviders(() => useInventoryScreen());
    await waitFor(() => expect(result.current.total).toBe(3));
    const byKey = Object.fromEntries(result.current.groups.map((g) => [g.key, g.entries.map((e) => e.itemId)]));
    expect(byKey).toEqual({ equipment: ['iron-trap', 'old-trap'], support: [], consumables: ['cheese'], misc: [] });

    expect(result.current.isCollapsed('equipment')).toBe(false);
    act(() => result.current.toggleGroup('equipment'));
    expect(result.current.isCollapsed('equipment')).toBe(true);
  });

  it('equips or unequips by the entry and tells the outcome', async () => {
    const { calls } = serveGame((_call, url) => {
      if (url.pathname === '/api/clientUser/getinventory') return jsonResponse(200, inventory);
      if (url.pathname.startsWith('/api/game/')) return jsonResponse(200, { success: true, message: 'Done.' });
    });
    const { result } = renderHookWithProviders(() => useInventoryScreen());
    await waitFor(() => expect(result.current.total).toBe(3));
    act(() => result.current.toggleEntry(inventory[1]));
    await waitFor(() => expect(result.current.popup).toMatchObject({ tone: 'ok', text: 'Done.' }));
    act(() => result.current.toggleEntry(inventory[0]));
    await waitFor(() => expect(calls.filter((c) => c.url.startsWith('/api/game/')).map((c) => c.url)).toHaveLength(2));
    expect(calls.filter((c) => c.url.startsWith('/api/game/')).map((c) => c.url)).toEqual([
      '/api/game/unequip/iron-trap',
      '/api/game/equip/old-trap',
    ]);
    act(() => result.current.closePopup());
    expect(result.current.popup).toBeNull();
  });
});
