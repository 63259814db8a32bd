import { isGift, isNameChange, nameChangeWish, PAYMENT_MESSAGES, SINGLE_ITEM_TYPE, validateUsername } from '@grimhunt/contracts';

/**
 * A paid name change (single item type 15): the order names the wished name in additionalInfo
 * (`newUserName_{name}`); settlement renames the buyer in the transaction that completes the payment and queues the
 * receipt. Pure rules: the order check, the note when the rename could not be applied, the receipt's text.
 */

export type NameChangeCheck =
  { ok: true; wish: string | null } | { ok: false; reason: 'wrong-package' | 'gift' | 'needs-name' | 'invalid'; message: string };

/**
 * What an order's additionalInfo means for its package: a name-change package needs a valid wished name and is
 * never a gift; any other package must not carry a wished name. `wish` is null for other packages.
 */
export function checkNameChangeOrder(singleItemType: number, additionalInfo: string | null | undefined): NameChangeCheck {
  const nameChangePackage = singleItemType === SINGLE_ITEM_TYPE.nameChange;
  if (!nameChangePackage) {
    return isNameChange(additionalInfo)
      ? { ok: false, reason: 'wrong-package', message: PAYMENT_MESSAGES.nameChangeWrongPackage }
      : { ok: true, wish: null };
  }
  if (isGift(additionalInfo)) return { ok: false, reason: 'gift', message: PAYMENT_MESSAGES.nameChangeNoGift };
  const wish = nameChangeWish(additionalInfo);
  if (!wish) return { ok: false, reason: 'needs-name', message: PAYMENT_MESSAGES.nameChangeNeedsName };
  const problem = validateUsername(wish);
  if (problem) return { ok: false, reason: 'invalid', message: problem };
  return { ok: true, wish };
}

export type RenameResult = 'renamed' | 'taken' | 'invalid' | 'unchanged' | 'missing';

/** The payment's note when the rename was not applied (null when it was, or the name already was the wished one). */
export function nameChangeNote(result: RenameResult, wish: string): string | null {
  switch (result) {
    case 'renamed':
    case 'unchanged':
      return null;
    case 'taken':
      return PAYMENT_MESSAGES.nameChangeTakenNote(wish);
    case 'invalid':
      return `The name ${wish} does not follow the naming rules, so your name was not changed. Please contact support to choose another name or get a refund.`;
    case 'missing':
      return 'The account no longer exists, so no name was changed. Please contact support for a refund.';
  }
}

export interface NameChangeReceiptInput {
  packageName: string;
  usdCents: number;
  /** Our payment id and the provider's order id. */
  paymentId: string;
  providerId: string | null;
  completedAt: Date;
  oldName: string;
  newName: string;
  result: RenameResult;
  supportEmail: string;
}

/** The emailed receipt of a paid name change: package, amount in USD, payment ids, date, old and new name or the note. */
export function nameChangeReceipt(input: NameChangeReceiptInput): { subject: string; text: string } {
  const applied = input.result === 'renamed' || input.result === 'unchanged';
  const note = nameChangeNote(input.result, input.newName);
  const lines = [
    `Hello ${input.oldName || 'hunter'},`,
    '',
    'thank you for your purchase. This is your receipt.',
    '',
    `Package: ${input.packageName}`,
    `Amount: $${(input.usdCents / 100).toFixed(2)} USD`,
    `Payment id: ${input.paymentId}`,
    ...(input.providerId ? [`Provider order: ${input.providerId}`] : []),
    `Date: ${input.completedAt.toISOString().replace('T', ' ').slice(0, 19)} UTC`,
    `Old name: ${input.oldName}`,
    applied ? `New name: ${input.newName}` : `Wished name: ${input.newName} (not applied)`,
    '',
    applied ? `Your name is now ${input.newName}. Log in with it from now on.` : (note ?? ''),
    '',
    `Questions? Write to ${input.supportEmail} with the payment id.`,
  ];
  return {
    subject: applied ? 'Your Grimhunt receipt: name change' : 'Your Grimhunt receipt: name change not applied',
    text: lines.join('\n'),
  };
}
