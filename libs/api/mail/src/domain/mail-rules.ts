import { MAIL_MESSAGE_MAX, MAIL_MESSAGES, ROLE } from '@grimhunt/contracts';
import {
  InvalidAmountError,
  MessageRequiredError,
  MessageTooLongError,
  NotEnoughToSendError,
  NotTransferableError,
  RecipientBannedError,
  RecipientNotFoundError,
  RecipientRequiredError,
  SelfMailError,
  UnknownAttachmentError,
} from './mail.errors';

/** A player as the send rules see them. */
export interface MailParty {
  id: string;
  name: string;
  role: number;
}

/** What a mail carries: `amount` of one item, held by the mail between send and claim. */
export interface Attachment {
  itemId: string;
  amount: number;
}

/** The attachment's item as the rules need it. */
export interface AttachableItem {
  id: string;
  name: string;
  transferable: boolean;
}

/** The recipient field: an id or a user name; required after trimming. */
export function readRecipient(raw: unknown): string {
  const value = typeof raw === 'string' ? raw.trim() : typeof raw === 'number' ? String(raw) : '';
  if (!value) throw new RecipientRequiredError();
  return value;
}

/** The message, trimmed: required, at most MAIL_MESSAGE_MAX characters. */
export function readMessage(raw: unknown): string {
  const value = typeof raw === 'string' ? raw.trim() : '';
  if (!value) throw new MessageRequiredError();
  if (value.length > MAIL_MESSAGE_MAX) throw new MessageTooLongError();
  return value;
}

/** An amount: a whole number (or its digits as text) of at least 1; the owned amount bounds it later. */
export function readAmount(raw: unknown): number {
  const n = typeof raw === 'number' ? raw : typeof raw === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(raw) ? Number(raw) : NaN;
  if (Number.isNaN(n) || !Number.isFinite(n)) throw new InvalidAmountError(MAIL_MESSAGES.amountWhole);
  if (n < 1) throw new InvalidAmountError(MAIL_MESSAGES.amountTooSmall);
  if (!Number.isInteger(n)) throw new InvalidAmountError(MAIL_MESSAGES.amountWhole);
  return n;
}

/** `loot`: null/absent for no attachment, else `{ itemId, amountMin }`. */
export function readLoot(raw: unknown): Attachment | null {
  if (raw === null || raw === undefined || raw === '') return null;
  if (typeof raw !== 'object' || Array.isArray(raw)) throw new UnknownAttachmentError();
  const loot = raw as { itemId?: unknown; amountMin?: unknown };
  if (typeof loot.itemId !== 'string' || !loot.itemId.trim()) throw new UnknownAttachmentError();
  return { itemId: loot.itemId.trim(), amount: readAmount(loot.amountMin) };
}

/** The recipient must exist, be someone else and not be banned. */
export function checkRecipient(sender: MailParty, recipient: MailParty | null): MailParty {
  if (!recipient) throw new RecipientNotFoundError();
  if (recipient.id === sender.id) throw new SelfMailError();
  if (recipient.role === ROLE.banned) throw new RecipientBannedError();
  return recipient;
}

/** Only transferable items of the catalogue, and no more than the sender owns. */
export function checkAttachment(attachment: Attachment, item: AttachableItem | undefined, owned: number): void {
  if (!item) throw new UnknownAttachmentError();
  if (!item.transferable) throw new NotTransferableError(item.name);
  if (attachment.amount > owned) throw new NotEnoughToSendError(attachment.amount, owned);
}
