import { MAIL_MESSAGE_MAX, MAIL_MESSAGES, type InventoryEntryDto, type MailDto, type SendMailBody } from '@grimhunt/contracts';

/** An item that may go into a mail, with how many of it can be sent. */
export interface AttachOption {
  itemId: string;
  name: string;
  itemType: string | null;
  imageId: string | null;
  available: number;
}

/**
 * Transferable items with an amount above 0. The last unit of an equipped item stays with the
 * player (the server refuses it too), so an equipped item offers one less.
 */
export function attachableItems(inventory: InventoryEntryDto[]): AttachOption[] {
  return inventory
    .filter((entry) => entry.item?.transferable)
    .map((entry) => ({
      itemId: entry.itemId,
      name: entry.item.name,
      itemType: entry.item.itemType,
      imageId: entry.item.imageId,
      available: entry.amount - (entry.equipped ? 1 : 0),
    }))
    .filter((option) => option.available > 0)
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** The amount field as typed, clamped to 1..available (empty stays empty so it can be retyped). */
export function clampAmount(raw: string, available: number): string {
  const digits = raw.replace(/[^\d]/g, '');
  if (digits === '') return '';
  const value = Math.min(Math.max(Number(digits), 1), Math.max(available, 1));
  return String(value);
}

export interface MailFormValues {
  /** The chosen recipient's name, null until one is picked from the suggestions. */
  recipient: string | null;
  message: string;
  /** '' for no attachment. */
  itemId: string;
  amount: string;
}

/** The first problem of the form, as the spec words it, or null. */
export function validateMailForm(values: MailFormValues, options: AttachOption[]): string | null {
  if (!values.recipient) return MAIL_MESSAGES.recipientRequired;
  const message = values.message.trim();
  if (!message) return MAIL_MESSAGES.messageRequired;
  if (message.length > MAIL_MESSAGE_MAX) return MAIL_MESSAGES.messageTooLong;
  if (!values.itemId) return null;
  const amount = Number(values.amount);
  if (values.amount.trim() === '' || !(amount >= 1)) return MAIL_MESSAGES.amountTooSmall;
  if (!Number.isInteger(amount)) return MAIL_MESSAGES.amountWhole;
  const available = options.find((o) => o.itemId === values.itemId)?.available ?? 0;
  if (amount > available) return MAIL_MESSAGES.tooMany(amount, available);
  return null;
}

/** The JSON of POST /api/mail. The recipient travels by name (the search answers names; the server takes both). */
export function toSendBody(values: MailFormValues): SendMailBody {
  return {
    toUserId: values.recipient ?? '',
    message: values.message.trim(),
    loot: values.itemId ? { itemId: values.itemId, amountMin: Number(values.amount) } : null,
  };
}

/** The attachment still waits for its recipient (paperclip in the inbox). */
export function hasUnclaimedAttachment(mail: MailDto): boolean {
  return !!mail.loot && !mail.claimed && !mail.returned;
}

/** Date and time of a mail, in the player's locale. */
export function formatMailTime(timeStamp: number): string {
  return new Date(timeStamp).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
}
