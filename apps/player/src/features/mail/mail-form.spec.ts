import type { InventoryEntryDto, MailDto } from '@grimhunt/contracts';
import { clientItem } from '../../testing/game-server';
import { attachableItems, clampAmount, hasUnclaimedAttachment, toSendBody, validateMailForm } from './mail-form';

const entry = (id: string, amount: number, transferable: boolean, equipped = false): InventoryEntryDto => ({
  item: clientItem({ id, name: id, transferable }),
  itemId: id,
  amount,
  equipped,
});

describe('mail form rules', () => {
  const options = attachableItems([
    entry('b', 2, true),
    entry('a', 5, true),
    entry('none', 0, true),
    entry('bait', 3, false),
    entry('eq', 1, true, true),
    entry('eq2', 4, true, true),
  ]);

  it('offers transferable items with something to send, keeping the last equipped unit', () => {
    expect(options.map((o) => [o.itemId, o.available])).toEqual([
      ['a', 5],
      ['b', 2],
      ['eq2', 3],
    ]);
  });

  it('clamps the amount to 1..available and lets the field be emptied', () => {
    expect(clampAmount('99', 5)).toBe('5');
    expect(clampAmount('0', 5)).toBe('1');
    expect(clampAmount('3', 5)).toBe('3');
    expect(clampAmount('', 5)).toBe('');
    expect(clampAmount('-2', 5)).toBe('2');
  });

  it('validates in the spec order with the spec texts', () => {
    const ok = { recipient: 'Mina', message: 'hi', itemId: '', amount: '1' };
    expect(validateMailForm(ok, options)).toBeNull();
    expect(validateMailForm({ ...ok, recipient: null }, options)).toBe('Please select a recipient');
    expect(validateMailForm({ ...ok, message: '  \n ' }, options)).toBe('Please enter a message');
    expect(validateMailForm({ ...ok, itemId: 'a', amount: '' }, options)).toBe('Amount must be at least 1');
    expect(validateMailForm({ ...ok, itemId: 'a', amount: '0' }, options)).toBe('Amount must be at least 1');
    expect(validateMailForm({ ...ok, itemId: 'a', amount: '6' }, options)).toBe('Cannot send 6 items. You only have 5 available.');
    expect(validateMailForm({ ...ok, itemId: 'a', amount: '5' }, options)).toBeNull();
  });

  it('builds the JSON of POST /api/mail', () => {
    expect(toSendBody({ recipient: 'Mina', message: ' hi ', itemId: '', amount: '1' })).toEqual({
      toUserId: 'Mina',
      message: 'hi',
      loot: null,
    });
    expect(toSendBody({ recipient: 'Mina', message: 'hi', itemId: 'a', amount: '2' }).loot).toEqual({ itemId: 'a', amountMin: 2 });
  });

  it('shows the paperclip while an attachment waits', () => {
    const base = { loot: { itemId: 'a', amountMin: 1 }, claimed: false, returned: false } as MailDto;
    expect(hasUnclaimedAttachment(base)).toBe(true);
    expect(hasUnclaimedAttachment({ ...base, claimed: true })).toBe(false);
    expect(hasUnclaimedAttachment({ ...base, returned: true })).toBe(false);
    expect(hasUnclaimedAttachment({ ...base, loot: null })).toBe(false);
  });
});
