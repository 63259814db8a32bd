import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { InventoryEntryDto } from '@grimhunt/contracts';
import { jsonResponse } from '../../../../testing/fake-fetch';
import { clientItem, serveGame } from '../../../../testing/game-server';
import { renderApp } from '../../../../testing/test-utils';

jest.mock('../../../../lib/browser');

const entry = (name: string, itemType: string | null, amount: number, reqXP = 0, equipped = false, flavorText = ''): InventoryEntryDto => {
  const item = clientItem({ id: `id-${name}`, name, itemType, reqXP, flavorText });
  return { item, itemId: item.id, amount, equipped };
};

const inventory = [
  entry('Rusty Iron Cage', 'mechanism', 1, 0, true),
  entry('Clockwork Soul Trap', 'mechanism', 1, 5000),
  entry('Salt-Circle Snare', 'mechanism', 2, 1000),
  entry('Tin Daguerreotype', 'camera', 1, 300),
  entry('Familiar Black Cat', 'pet', 1),
  entry("Saint's Finger Bone", 'relic', 0),
  entry('Grave Moss Cheese', 'bait', 42),
  entry('Bone Dust', 'craftingmat', 7, 0, false, 'Ground from the bones of the restless; cauldrons love it.'),
  entry('Ecto Residue', 'craftingmat', 2),
  entry('Midnight Elixir', 'juice', 3),
  entry('Rusted Manor Key', 'key', 1),
  entry('Torn Séance Invitation', 'trophy', 2),
  entry('Mystery', null, 1),
];

function groupNames(title: string) {
  const section = screen.getByRole('region', { name: new RegExp(`^${title}`) });
  return within(section)
    .queryAllByTestId('inventory-item')
    .map((el) => el.getAttribute('aria-label'));
}

describe('inventory', () => {
  it('groups owned items (amount > 0) and sorts each group by required XP, highest first', async () => {
    const { calls } = serveGame((_call, url) => {
      if (url.pathname === '/api/clientUser/getinventory') return jsonResponse(200, inventory);
    });
    await renderApp('/inventory');
    expect(await screen.findByRole('heading', { name: 'Inventory' })).toBeInTheDocument();
    await screen.findByText('Rusty Iron Cage');

    expect(groupNames('Equipment')).toEqual(['Clockwork Soul Trap', 'Salt-Circle Snare', 'Tin Daguerreotype', 'Rusty Iron Cage']);
    expect(groupNames('Support')).toEqual(['Familiar Black Cat']);
    expect(groupNames('Consumables')).toEqual(['Bone Dust', 'Ecto Residue', 'Grave Moss Cheese', 'Midnight Elixir']);
    // Loot says what it is: its own description, or what loot of its kind is for.
    expect(within(screen.getByRole('article', { name: 'Bone Dust' })).getByText(/cauldrons love it/)).toBeInTheDocument();
    expect(
      within(screen.getByRole('article', { name: 'Ecto Residue' })).getByText(/Recipes at the shops turn it into/),
    ).toBeInTheDocument();
    // Key is Misc; unknown and missing item types fall into Misc too.
    expect(groupNames('Misc')).toEqual(['Mystery', 'Rusted Manor Key', 'Torn Séance Invitation']);
    expect(screen.queryByText("Saint's Finger Bone")).not.toBeInTheDocument();
    expect(calls.find((c) => c.url === '/api/clientUser/getinventory')?.headers.Authorization).toMatch(/^Bearer /);

    const cage = screen.getByRole('article', { name: 'Rusty Iron Cage' });
    expect(within(cage).getByText('Equipped')).toBeInTheDocument();
    expect(within(cage).getByRole('button', { name: 'Unequip' })).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'Grave Moss Cheese' })).getByText('×42')).toBeInTheDocument();
    // Not equippable: crafting materials, keys, juice.
    expect(within(screen.getByRole('article', { name: 'Bone Dust' })).queryByRole('button')).not.toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'Rusted Manor Key' })).queryByRole('button')).not.toBeInTheDocument();
  });

  it('remembers collapsed groups in a cookie for one year', async () => {
    const user = userEvent.setup();
    const cookieWrites: string[] = [];
    const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
    const spy = jest.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => {
      cookieWrites.push(value);
      descriptor.set!.call(document, value);
    });
    try {
      serveGame((_call, url) => {
        if (url.pathname === '/api/clientUser/getinventory') return jsonResponse(200, inventory);
      });
      const first = await renderApp('/inventory');
      await screen.findByText('Grave Moss Cheese');
      const toggle = screen.getByRole('button', { name: /Consumables/ });
      expect(toggle).toHaveAttribute('aria-expanded', 'true');
      await user.click(toggle);
      expect(toggle).toHaveAttribute('aria-expanded', 'false');
      expect(screen.queryByText('Grave Moss Cheese')).not.toBeInTheDocument();

      const write = cookieWrites.find((c) => c.startsWith('inventoryCollapsedGroups='));
      expect(write).toContain(`max-age=${365 * 24 * 3600}`);
      expect(decodeURIComponent(write!.split(';')[0].split('=')[1])).toBe('["consumables"]');

      first.unmount();
      await renderApp('/inventory');
      await screen.findByText('Rusty Iron Cage');
      expect(screen.getByRole('button', { name: /Consumables/ })).toHaveAttribute('aria-expanded', 'false');
      expect(screen.queryByText('Grave Moss Cheese')).not.toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: /Consumables/ }));
      expect(screen.getByText('Grave Moss Cheese')).toBeInTheDocument();
    } finally {
      spy.mockRestore();
    }
  });

  it('equips and unequips through GET /api/game/equip|unequip/{id} and refreshes', async () => {
    const user = userEvent.setup();
    const state = inventory.map((e) => ({ ...e }));
    const { calls } = serveGame((_call, url) => {
      if (url.pathname === '/api/clientUser/getinventory') return jsonResponse(200, state);
      const m = url.pathname.match(/^\/api\/game\/(equip|unequip)\/(.+)$/);
      if (m) {
        const target = state.find((e) => e.itemId === decodeURIComponent(m[2]));
        if (target) target.equipped = m[1] === 'equip';
        return jsonResponse(200, { success: true, message: m[1] === 'equip' ? 'Equipped.' : 'Unequipped.' });
      }
    });
    await renderApp('/inventory');
    const snare = await screen.findByRole('article', { name: 'Salt-Circle Snare' });
    await user.click(within(snare).getByRole('button', { name: 'Equip' }));
    expect(await screen.findByText('Equipped.')).toBeInTheDocument();
    const equip = calls.find((c) => c.url.startsWith('/api/game/equip/'));
    expect(equip?.url).toBe('/api/game/equip/id-Salt-Circle%20Snare');
    expect(equip?.method).toBe('GET');
    await waitFor(() =>
      expect(
        within(screen.getByRole('article', { name: 'Salt-Circle Snare' })).getByRole('button', { name: 'Unequip' }),
      ).toBeInTheDocument(),
    );

    await user.click(within(screen.getByRole('article', { name: 'Rusty Iron Cage' })).getByRole('button', { name: 'Unequip' }));
    await waitFor(() => expect(calls.some((c) => c.url === '/api/game/unequip/id-Rusty%20Iron%20Cage')).toBe(true));
    expect(calls.filter((c) => c.url === '/api/clientUser/getinventory').length).toBeGreaterThanOrEqual(2);
  });

  it('shows the server text when equipping fails', async () => {
    const user = userEvent.setup();
    serveGame((_call, url) => {
      if (url.pathname === '/api/clientUser/getinventory') return jsonResponse(200, inventory);
      if (url.pathname.startsWith('/api/game/equip/')) return jsonResponse(200, { success: false, message: 'Only three relics fit' });
    });
    await renderApp('/inventory');
    await user.click(within(await screen.findByRole('article', { name: 'Familiar Black Cat' })).getByRole('button', { name: 'Equip' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Only three relics fit');
  });
});
