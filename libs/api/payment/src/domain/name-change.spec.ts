import {
  GIFT_PREFIX,
  NAME_CHANGE_PREFIX,
  nameChangeWish,
  PAYMENT_MESSAGES,
  SINGLE_ITEM_TYPE,
  VALIDATION_MESSAGES,
} from '@grimhunt/contracts';
import { checkNameChangeOrder, nameChangeNote, nameChangeReceipt } from './name-change';

const NAME_CHANGE = SINGLE_ITEM_TYPE.nameChange;

describe('name change orders', () => {
  it('reads the wished name from additionalInfo (trimmed), null for anything else', () => {
    expect(nameChangeWish(`${NAME_CHANGE_PREFIX}  Van_Helsing `)).toBe('Van_Helsing');
    expect(nameChangeWish(`${NAME_CHANGE_PREFIX}   `)).toBeNull();
    expect(nameChangeWish(`${GIFT_PREFIX}Mina`)).toBeNull();
    expect(nameChangeWish('')).toBeNull();
    expect(nameChangeWish(null)).toBeNull();
  });

  it('accepts a valid wished name on the name change package', () => {
    expect(checkNameChangeOrder(NAME_CHANGE, `${NAME_CHANGE_PREFIX}Mina-Harker_2`)).toEqual({ ok: true, wish: 'Mina-Harker_2' });
  });

  it("refuses names that break registration's rules with registration's messages", () => {
    const bad: [string, string][] = [
      ['ab', VALIDATION_MESSAGES.usernameTooShort],
      ['a'.repeat(20), VALIDATION_MESSAGES.usernameTooLong],
      ['Van Helsing', VALIDATION_MESSAGES.usernameChars],
      ['Dräcula', VALIDATION_MESSAGES.usernameChars],
      ['<script>', VALIDATION_MESSAGES.usernameChars],
    ];
    for (const [name, message] of bad) {
      expect(checkNameChangeOrder(NAME_CHANGE, `${NAME_CHANGE_PREFIX}${name}`)).toEqual({ ok: false, reason: 'invalid', message });
    }
    expect(checkNameChangeOrder(NAME_CHANGE, `${NAME_CHANGE_PREFIX}${'a'.repeat(19)}`)).toEqual({ ok: true, wish: 'a'.repeat(19) });
    expect(checkNameChangeOrder(NAME_CHANGE, `${NAME_CHANGE_PREFIX}abc`)).toEqual({ ok: true, wish: 'abc' });
  });

  it('needs a name, is never a gift, and other packages take no wished name', () => {
    expect(checkNameChangeOrder(NAME_CHANGE, '')).toMatchObject({
      ok: false,
      reason: 'needs-name',
      message: PAYMENT_MESSAGES.nameChangeNeedsName,
    });
    expect(checkNameChangeOrder(NAME_CHANGE, `${NAME_CHANGE_PREFIX} `)).toMatchObject({ ok: false, reason: 'needs-name' });
    expect(checkNameChangeOrder(NAME_CHANGE, `${GIFT_PREFIX}Mina`)).toMatchObject({
      ok: false,
      reason: 'gift',
      message: PAYMENT_MESSAGES.nameChangeNoGift,
    });
    expect(checkNameChangeOrder(NAME_CHANGE, `${GIFT_PREFIX}${NAME_CHANGE_PREFIX}Mina`)).toMatchObject({ ok: false, reason: 'gift' });
    expect(checkNameChangeOrder(3, `${NAME_CHANGE_PREFIX}Mina`)).toMatchObject({ ok: false, reason: 'wrong-package' });
    expect(checkNameChangeOrder(3, `${GIFT_PREFIX}Mina`)).toEqual({ ok: true, wish: null });
    expect(checkNameChangeOrder(12, '')).toEqual({ ok: true, wish: null });
  });
});

describe('name change settlement texts', () => {
  const base = {
    packageName: 'Name Change',
    usdCents: 1000,
    paymentId: 'p-1',
    providerId: 'SBO-1',
    completedAt: new Date(Date.UTC(2026, 10, 24, 5, 6, 7)),
    oldName: 'Old_Hunter',
    newName: 'New_Hunter',
    supportEmail: 'support@example.test',
  };

  it('notes only a rename that was not applied', () => {
    expect(nameChangeNote('renamed', 'X_y')).toBeNull();
    expect(nameChangeNote('unchanged', 'X_y')).toBeNull();
    expect(nameChangeNote('taken', 'X_y')).toBe(PAYMENT_MESSAGES.nameChangeTakenNote('X_y'));
    expect(nameChangeNote('taken', 'X_y')).toMatch(/was taken .* not changed.*support/);
    expect(nameChangeNote('missing', 'X_y')).toMatch(/refund/);
  });

  it('a receipt names the package, the amount in USD, the ids, the date and both names', () => {
    const { subject, text } = nameChangeReceipt({ ...base, result: 'renamed' });
    expect(subject).toBe('Your Grimhunt receipt: name change');
    for (const part of [
      'Package: Name Change',
      'Amount: $10.00 USD',
      'Payment id: p-1',
      'Provider order: SBO-1',
      'Date: 2026-11-24 05:06:07 UTC',
      'Old name: Old_Hunter',
      'New name: New_Hunter',
      'Your name is now New_Hunter.',
      'support@example.test',
    ])
      expect(text).toContain(part);
  });

  it('a receipt of a rename that was not applied says so and why', () => {
    const { subject, text } = nameChangeReceipt({ ...base, result: 'taken' });
    expect(subject).toBe('Your Grimhunt receipt: name change not applied');
    expect(text).toContain('Wished name: New_Hunter (not applied)');
    expect(text).toContain(PAYMENT_MESSAGES.nameChangeTakenNote('New_Hunter'));
    expect(text).not.toContain('Your name is now');
  });
});
