/**
 * Post service.
 */

/** The mail context's route strings (relative to `/api`). */
export const MAIL_ROUTES = {
  mine: 'mail/GetMyMail',
  send: 'mail',
  read: 'mail/updateReadStatus',
  claim: 'mail/claim',
} as const;

/** Longest message after trimming (our decision; the spec is silent). */
export const MAIL_MESSAGE_MAX = 1000;
/** Inbox preview length. */
export const MAIL_PREVIEW_LENGTH = 100;
/** Recipient search starts at this many characters. */
export const MAIL_RECIPIENT_SEARCH_MIN = 3;
/** `GET /api/mail/GetMyMail` answers at most this many mails per box, newest first. */
export const MAIL_BOX_LIMIT = 200;

/** Ledger reasons of mail movements; the reference is the mail id. */
export const MAIL_LEDGER_REASONS = {
  send: 'mail-send',
  claim: 'mail-claim',
  returned: 'mail-return',
} as const;

/** Texts of the screen and of the server (the rest our wording). */
export const MAIL_MESSAGES = {
  recipientRequired: 'Please select a recipient',
  messageRequired: 'Please enter a message',
  amountTooSmall: 'Amount must be at least 1',
  amountWhole: 'Amount must be a whole number',
  tooMany: (wanted: number, available: number) => `Cannot send ${wanted} items. You only have ${available} available.`,
  messageTooLong: `Message must be at most ${MAIL_MESSAGE_MAX} characters`,
  recipientNotFound: 'Recipient not found',
  recipientBanned: 'This player cannot receive mail',
  self: 'You cannot send mail to yourself',
  unknownItem: 'There is no such item',
  notTransferable: (itemName: string) => `${itemName} cannot be sent by mail`,
  mailNotFound: 'Mail not found',
  onlyRecipientClaims: 'Only the recipient can claim these items',
  onlyRecipientReads: 'Only the recipient can mark this mail as read',
  noAttachment: 'This mail has no items attached',
  sent: 'Mail sent',
  claimed: 'Items claimed! Added to your inventory.',
  readUpdated: 'Read status updated',
  // Screen texts.
  sendFailed: 'Failed to send mail',
  loadFailed: 'Failed to load mail',
  claimFailed: 'Failed to claim items',
  noReceived: 'No received mail found.',
  noSent: 'No sent mail found.',
  loading: 'Loading mail...',
  noTransferable: 'No transferable items in your inventory',
  alreadyClaimed: 'Items already claimed',
  claimedOrUnavailable: 'Items already claimed or unavailable',
  sentByYou: 'Items sent by you',
  searchPlaceholder: 'Search by username (min 3 chars)',
} as const;

/** Stable error codes of the post service. */
export const MAIL_ERROR_CODES = {
  RECIPIENT_REQUIRED: 'MAIL.RECIPIENT_REQUIRED',
  RECIPIENT_NOT_FOUND: 'MAIL.RECIPIENT_NOT_FOUND',
  RECIPIENT_BANNED: 'MAIL.RECIPIENT_BANNED',
  SELF: 'MAIL.SELF',
  MESSAGE_REQUIRED: 'MAIL.MESSAGE_REQUIRED',
  MESSAGE_TOO_LONG: 'MAIL.MESSAGE_TOO_LONG',
  INVALID_AMOUNT: 'MAIL.INVALID_AMOUNT',
  UNKNOWN_ITEM: 'MAIL.UNKNOWN_ITEM',
  NOT_TRANSFERABLE: 'MAIL.NOT_TRANSFERABLE',
  NOT_ENOUGH_ITEMS: 'MAIL.NOT_ENOUGH_ITEMS',
  NOT_FOUND: 'MAIL.NOT_FOUND',
  FORBIDDEN: 'MAIL.FORBIDDEN',
  NO_ATTACHMENT: 'MAIL.NO_ATTACHMENT',
  ALREADY_CLAIMED: 'MAIL.ALREADY_CLAIMED',
  UNAVAILABLE: 'MAIL.UNAVAILABLE',
} as const;

/** An attachment: `amountMin` is the amount sent (the spec's field name). */
export interface MailLootDto {
  itemId: string;
  amountMin: number;
}

/** A letter as the player app receives it. `timeStamp` is ms since the epoch. */
export interface MailDto {
  id: string;
  fromUserId: string | null;
  toUserId: string | null;
  fromUsername: string;
  toUsername: string;
  message: string;
  timeStamp: number;
  read: boolean;
  claimed: boolean;
  /** The recipient's account was deleted before claiming: the items went back to the sender. */
  returned: boolean;
  loot: MailLootDto | null;
  /** The attached item as shown (spec: name, imageId; plus its item type short name for the art). */
  attachmentItem: { name: string; imageId: string | null; itemType: string | null } | null;
}

/** `GET /api/mail/GetMyMail`: both boxes, newest first. */
export interface MyMailDto {
  inbox: MailDto[];
  outbox: MailDto[];
}

/**
 * `POST /api/mail` (JSON). `toUserId` is the recipient's id, or their user name (the recipient search answers
 * names only).
 */
export interface SendMailBody {
  toUserId: string;
  message: string;
  loot: MailLootDto | null;
}

/** `POST /api/mail/updateReadStatus` (form). `status` true/false (default true). */
export interface UpdateMailReadBody {
  mailId: string;
  status: boolean | string;
}

/** `POST /api/mail/claim` (form). */
export interface ClaimMailBody {
  mailId: string;
}

/** Answer of the mail actions: the spec's `{ success, message }`, plus the mail as it is now. */
export interface MailActionDto {
  success: boolean;
  message: string;
  mail?: MailDto;
}

/** Inbox preview: the first 100 characters plus '...' when longer. */
export function mailPreview(message: string): string {
  return message.length > MAIL_PREVIEW_LENGTH ? `${message.slice(0, MAIL_PREVIEW_LENGTH)}...` : message;
}
