import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { InventoryEntryDto } from '@grimhunt/contracts';
import { jsonResponse } from '../../../../testing/fake-fetch';
import { clientItem, serveGame } from '../../../../testing/game-server';
import { renderApp } from '../../../../testing/test-utils';

jest.mock('../../../../lib/browser');

const gold = (value: number) => ({ currencyEntries: [{ name: 'gold', value }] });
const entry = (name: string, itemType: string, amount: number, refund: number, equipped = false): InventoryEntryDto => {
  const item = clientItem({ id: `id-${name}`, name, itemType, refund: refund > 0 ? gold(refund) : { currencyEntries: [] } });
  return { item, itemId: item.id, amount, equipped };
};

const inventory = [
  entry('Grave Moss Cheese', 'bait', 42, 2),
  entry('Rusty Iron Cage', 'mechanism', 1, 50, true),
  entry('Salt-Circle Snare', 'mechanism', 3, 120, true),
  entry('Rusted Manor Key', 'key', 1, 0),
];

function sellCalls(calls: { url: string; body: string | undefined }[]) {
  return calls.filter((c) => c.url === '/api/game/buysell').map((c) => Object.fromEntries(new URLSearchParams(c.body ?? '')));
}

describe('inventory: selling', () => {
  it('sells the chosen amount at the refund after a confirmation, and refreshes the inventory', async () => {
    const user = userEvent.setup();
    const { calls } = serveGame((_call, url) => {
      if (url.pathname === '/api/clientUser/getinventory') return jsonResponse(200, inventory);
      if (url.pathname === '/api/game/buysell') return jsonResponse(200, { success: true, message: 'Sold. The coins are in your purse.' });
    });
    await renderApp('/inventory');
    const cheese = await screen.findByRole('article', { name: 'Grave Moss Cheese' });
    await user.click(within(cheese).getByRole('button', { name: 'Sell' }));

    const form = within(cheese).getByRole('group', { name: 'Sell Grave Moss Cheese' });
    expect(within(form).getByText('of 42')).toBeInTheDocument();
    const amount = within(form).getByRole('spinbutton', { name: /Amount/ });
    await user.clear(amount);
    await user.type(amount, '5');
    expect(within(form).getByText(/You get/)).toHaveTextContent('You get 10 gold');
    expect(sellCalls(calls)).toEqual([]); // nothing is sent before the confirmation

    const inventoryReads = calls.filter((c) => c.url === '/api/clientUser/getinventory').length;
    await user.click(within(form).getByRole('button', { name: 'Sell 5' }));
    await waitFor(() => expect(sellCalls(calls)).toEqual([{ itemId: 'id-Grave Moss Cheese', amount: '-5', premium: 'false' }]));
    expect(await screen.findByText('Sold. The coins are in your purse.')).toBeInTheDocument();
    await waitFor(() => expect(calls.filter((c) => c.url === '/api/clientUser/getinventory').length).toBeGreaterThan(inventoryReads));
    expect(within(cheese).queryByRole('group', { name: 'Sell Grave Moss Cheese' })).not.toBeInTheDocument();
  });

  it('keeps the equipped copy back, offers nothing for unsellable items, and cancels without a call', async () => {
    const user = userEvent.setup();
    const { calls } = serveGame((_call, url) => {
      if (url.pathname === '/api/clientUser/getinventory') return jsonResponse(200, inventory);
    });
    await renderApp('/inventory');

    const cage = await screen.findByRole('article', { name: 'Rusty Iron Cage' });
    const only = within(cage).getByRole('button', { name: 'Sell' });
    expect(only).toBeDisabled();
    expect(only).toHaveAccessibleDescription('Equipped: unequip it to sell');
    expect(
      within(screen.getByRole('article', { name: 'Rusted Manor Key' })).queryByRole('button', { name: 'Sell' }),
    ).not.toBeInTheDocument();

    const snare = screen.getByRole('article', { name: 'Salt-Circle Snare' });
    await user.click(within(snare).getByRole('button', { name: 'Sell' }));
    const form = within(snare).getByRole('group', { name: 'Sell Salt-Circle Snare' });
    expect(within(form).getByText('of 2')).toBeInTheDocument();
    const amount = within(form).getByRole('spinbutton', { name: /Amount/ });
    await user.clear(amount);
    await user.type(amount, '9');
    // Never more than the unequipped copies.
    expect(within(form).getByRole('button', { name: 'Sell 2' })).toBeInTheDocument();
    expect(within(form).getByText(/You get/)).toHaveTextContent('You get 240 gold');
    await user.click(within(form).getByRole('button', { name: 'Cancel' }));
    expect(within(snare).queryByRole('group')).not.toBeInTheDocument();
    expect(sellCalls(calls)).toEqual([]);
  });

  it('shows the server refusal and keeps the form open', async () => {
    const user = userEvent.setup();
    serveGame((_call, url) => {
      if (url.pathname === '/api/clientUser/getinventory') return jsonResponse(200, inventory);
      if (url.pathname === '/api/game/buysell')
        return jsonResponse(400, {
          statusCode: 400,
          code: 'ECONOMY.NOT_SELLABLE',
          message: 'Not enough Grave Moss Cheese: 1 to sell, 0 owned',
        });
    });
    await renderApp('/inventory');
    const cheese = await screen.findByRole('article', { name: 'Grave Moss Cheese' });
    await user.click(within(cheese).getByRole('button', { name: 'Sell' }));
    await user.click(within(cheese).getByRole('button', { name: 'Sell 1' }));
    expect(await screen.findByText('Not enough Grave Moss Cheese: 1 to sell, 0 owned')).toBeInTheDocument();
    expect(within(cheese).getByRole('group', { name: 'Sell Grave Moss Cheese' })).toBeInTheDocument();
  });
});
