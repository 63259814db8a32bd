import { MAIL_ERROR_CODES, MAIL_MESSAGES, ROLE } from '@grimhunt/contracts';
import { checkAttachment, checkRecipient, readAmount, readLoot, readMessage, readRecipient } from './mail-rules';

const refusal = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    const e = error as { code: string; message: string; status: number };
    // The answer's HTTP status is the error class's.
    return { code: e.code, message: e.message, status: e.status };
  }
  throw new Error('expected a refusal');
};

describe('mail send rules', () => {
  const alice = { id: 'a', name: 'alice', role: ROLE.user };

  it('needs a recipient', () => {
    expect(readRecipient('  bob ')).toBe('bob');
    for (const raw of ['', '   ', undefined, null, {}]) {
      expect(refusal(() => readRecipient(raw))).toEqual({
        code: MAIL_ERROR_CODES.RECIPIENT_REQUIRED,
        message: 'Please select a recipient',
        status: 400,
      });
    }
  });

  it('needs a message after trimming, at most 1000 characters', () => {
    expect(readMessage('  hello \n')).toBe('hello');
    expect(readMessage(`  ${'x'.repeat(1000)}  `)).toHaveLength(1000);
    for (const raw of ['', ' \n\t ', undefined, 42]) expect(refusal(() => readMessage(raw)).message).toBe('Please enter a message');
    expect(refusal(() => readMessage('x'.repeat(1001)))).toMatchObject({ code: MAIL_ERROR_CODES.MESSAGE_TOO_LONG, status: 400 });
  });

  it('takes whole amounts of at least 1, as numbers or digits', () => {
    expect(readAmount(1)).toBe(1);
    expect(readAmount('12')).toBe(12);
    expect(refusal(() => readAmount(0)).message).toBe('Amount must be at least 1');
    expect(refusal(() => readAmount(-3)).message).toBe('Amount must be at least 1');
    expect(refusal(() => readAmount('0')).message).toBe('Amount must be at least 1');
    for (const raw of [1.5, '2.5', 'abc', '', null, undefined, NaN, Infinity, '1e3']) {
      expect(refusal(() => readAmount(raw))).toMatchObject({ code: MAIL_ERROR_CODES.INVALID_AMOUNT, message: MAIL_MESSAGES.amountWhole });
    }
  });

  it('reads loot: none, or an item id with amountMin', () => {
    expect(readLoot(null)).toBeNull();
    expect(readLoot(undefined)).toBeNull();
    expect(readLoot({ itemId: 'i1', amountMin: 2 })).toEqual({ itemId: 'i1', amount: 2 });
    expect(refusal(() => readLoot({ amountMin: 2 })).code).toBe(MAIL_ERROR_CODES.UNKNOWN_ITEM);
    expect(refusal(() => readLoot('i1')).code).toBe(MAIL_ERROR_CODES.UNKNOWN_ITEM);
    expect(refusal(() => readLoot({ itemId: 'i1', amountMin: 0 })).message).toBe('Amount must be at least 1');
  });

  it('refuses unknown, banned and self recipients', () => {
    const bob = { id: 'b', name: 'bob', role: ROLE.user };
    expect(checkRecipient(alice, bob)).toBe(bob);
    expect(checkRecipient(alice, { ...bob, role: ROLE.notActivated })).toMatchObject({ id: 'b' });
    expect(refusal(() => checkRecipient(alice, null))).toMatchObject({ status: 404, message: 'Recipient not found' });
    expect(refusal(() => checkRecipient(alice, { ...bob, role: ROLE.banned }))).toMatchObject({ code: MAIL_ERROR_CODES.RECIPIENT_BANNED });
    expect(refusal(() => checkRecipient(alice, alice))).toMatchObject({ code: MAIL_ERROR_CODES.SELF });
  });

  it('attaches only transferable items the sender owns enough of', () => {
    const dust = { id: 'd', name: 'Bone Dust', transferable: true };
    expect(() => checkAttachment({ itemId: 'd', amount: 3 }, dust, 3)).not.toThrow();
    expect(refusal(() => checkAttachment({ itemId: 'd', amount: 4 }, dust, 3))).toEqual({
      code: MAIL_ERROR_CODES.NOT_ENOUGH_ITEMS,
      message: 'Cannot send 4 items. You only have 3 available.',
      status: 409,
    });
    expect(refusal(() => checkAttachment({ itemId: 'd', amount: 1 }, { ...dust, transferable: false }, 3)).message).toBe(
      'Bone Dust cannot be sent by mail',
    );
    expect(refusal(() => checkAttachment({ itemId: 'x', amount: 1 }, undefined, 0)).code).toBe(MAIL_ERROR_CODES.UNKNOWN_ITEM);
  });
});
