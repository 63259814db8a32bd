import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { EquipmentDto } from '@grimhunt/contracts';
import { jsonResponse } from '../../../../testing/fake-fetch';
import { clientItem, serveGame } from '../../../../testing/game-server';
import { renderApp } from '../../../../testing/test-utils';

jest.mock('../../../../lib/browser');

function equipment(active = 0): EquipmentDto {
  return {
    activeEquipmentSlot: active,
    unlockedEquipmentSlots: 3,
    slots: [
      {
        itemType: 'mechanism',
        itemTypeName: 'Mechanism',
        capacity: 1,
        items: [clientItem({ id: 'cage', name: 'Rusty Iron Cage', itemType: 'mechanism' })],
      },
      {
        itemType: 'relic',
        itemTypeName: 'Relic',
        capacity: 3,
        items: [clientItem({ id: 'bone', name: "Saint's Finger Bone", itemType: 'relic' })],
      },
    ],
    stats: {
      statEntries: [
        { shortName: 'power', name: 'Power', valueFrom: 10, valueTo: 10, statUnitSymbol: '' },
        { shortName: 'mysticPower', name: 'Mystic Power', valueFrom: 0, valueTo: 0, statUnitSymbol: '%' },
        { shortName: 'lootChance', name: 'Loot Chance', valueFrom: 3, valueTo: 3, statUnitSymbol: '%' },
        { shortName: 'tsc', name: 'Trap Setup Cooldown', valueFrom: -1, valueTo: -1, statUnitSymbol: 'min' },
      ],
    },
  };
}

describe('equipment panel', () => {
  it('shows stats with units (hidden at 0), slots with their items and 12 setups', async () => {
    const user = userEvent.setup();
    serveGame((_call, url) => {
      if (url.pathname === '/api/clientUser/getequipment') return jsonResponse(200, equipment());
    });
    await renderApp('/equipment');

    expect(await screen.findByTestId('stat-power')).toHaveTextContent('Power+10');
    expect(screen.getByTestId('stat-mysticPower')).toHaveTextContent(/^Mystic Power0$/);
    expect(screen.getByTestId('stat-lootChance')).toHaveTextContent('+3%');
    expect(screen.getByTestId('stat-tsc')).toHaveTextContent('-1 min');

    const stats = screen.getByRole('button', { name: /Stats/ });
    await user.click(stats);
    expect(stats).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByTestId('stat-power')).not.toBeInTheDocument();
    await user.click(stats);
    expect(screen.getByTestId('stat-power')).toBeInTheDocument();

    const relics = screen.getByRole('listitem', { name: 'Relic' });
    expect(within(relics).getByText("Saint's Finger Bone")).toBeInTheDocument();
    expect(within(relics).getByText('1/3')).toBeInTheDocument();
    expect(within(relics).getAllByText('Empty')).toHaveLength(2);

    const setups = Array.from({ length: 12 }, (_, i) =>
      screen.getByRole('button', { name: new RegExp(`^Setup ${i + 1}( \\(locked\\))?$`) }),
    );
    expect(setups).toHaveLength(12);
    expect(setups[0]).toHaveAttribute('aria-pressed', 'true');
    expect(setups[2]).toBeEnabled();
    expect(setups[3]).toBeDisabled();
    expect(setups[3]).toHaveAccessibleName('Setup 4 (locked)');
    expect(setups[11]).toBeDisabled();
  });

  it('chooses setup n with changeEquipmentSet/{n-1}, then refreshes the user and the equipment', async () => {
    const user = userEvent.setup();
    let active = 0;
    const { calls } = serveGame((_call, url) => {
      if (url.pathname === '/api/clientUser/getequipment') return jsonResponse(200, equipment(active));
      const m = url.pathname.match(/^\/api\/game\/changeEquipmentSet\/(\d+)$/);
      if (m) {
        active = Number(m[1]);
        return jsonResponse(200, { success: true, message: '' });
      }
    });
    await renderApp('/');
    await screen.findByRole('heading', { name: 'Van_Helsing' });
    await user.click(within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'EQUIPMENT' }));
    const meCalls = () => calls.filter((c) => c.url === '/api/clientUser/getme').length;
    const before = meCalls();
    await user.click(await screen.findByRole('button', { name: 'Setup 3' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Setup 3' })).toHaveAttribute('aria-pressed', 'true'));
    expect(calls.filter((c) => c.url.startsWith('/api/game/changeEquipmentSet/')).map((c) => c.url)).toEqual([
      '/api/game/changeEquipmentSet/2',
    ]);
    expect(calls.filter((c) => c.url === '/api/clientUser/getequipment').length).toBeGreaterThanOrEqual(2);
    await waitFor(() => expect(meCalls()).toBe(before + 1));
  });

  it('unequips from a slot', async () => {
    const user = userEvent.setup();
    const { calls } = serveGame((_call, url) => {
      if (url.pathname === '/api/clientUser/getequipment') return jsonResponse(200, equipment());
      if (url.pathname.startsWith('/api/game/unequip/')) return jsonResponse(200, { success: true, message: 'Unequipped.' });
    });
    await renderApp('/equipment');
    await user.click(await screen.findByRole('button', { name: 'Unequip Rusty Iron Cage' }));
    expect(await screen.findByText('Unequipped.')).toBeInTheDocument();
    expect(calls.some((c) => c.url === '/api/game/unequip/cage')).toBe(true);
  });
});
