import { DomainError } from '@grimhunt/api-kernel';
import { MAIL_ERROR_CODES as C, MAIL_MESSAGES as M } from '@grimhunt/contracts';

/**
 * Expected refusals of the post service. Malformed or not-allowed sends are 400, unknown recipients and mails 404,
 * another player's mail 403, state conflicts (already claimed, not enough items) 409.
 */
export class RecipientRequiredError extends DomainError {
  constructor() {
    super(C.RECIPIENT_REQUIRED, M.recipientRequired);
  }
}
export class RecipientNotFoundError extends DomainError {
  constructor() {
    super(C.RECIPIENT_NOT_FOUND, M.recipientNotFound);
  }
}
export class RecipientBannedError extends DomainError {
  constructor() {
    super(C.RECIPIENT_BANNED, M.recipientBanned);
  }
}
export class SelfMailError extends DomainError {
  constructor() {
    super(C.SELF, M.self);
  }
}
export class MessageRequiredError extends DomainError {
  constructor() {
    super(C.MESSAGE_REQUIRED, M.messageRequired);
  }
}
export class MessageTooLongError extends DomainError {
  constructor() {
    super(C.MESSAGE_TOO_LONG, M.messageTooLong);
  }
}
export class InvalidAmountError extends DomainError {
  constructor(message: string) {
    super(C.INVALID_AMOUNT, message);
  }
}
export class UnknownAttachmentError extends DomainError {
  constructor() {
    super(C.UNKNOWN_ITEM, M.unknownItem);
  }
}
export class NotTransferableError extends DomainError {
  constructor(itemName: string) {
    super(C.NOT_TRANSFERABLE, M.notTransferable(itemName));
  }
}
export class NotEnoughToSendError extends DomainError {
  constructor(wanted: number, available: number) {
    super(C.NOT_ENOUGH_ITEMS, M.tooMany(wanted, available));
  }
}
export class MailNotFoundError extends DomainError {
  constructor() {
    super(C.NOT_FOUND, M.mailNotFound);
  }
}
export class NotRecipientError extends DomainError {
  constructor(message: string) {
    super(C.FORBIDDEN, message);
  }
}
export class NoAttachmentError extends DomainError {
  constructor() {
    super(C.NO_ATTACHMENT, M.noAttachment);
  }
}
export class AlreadyClaimedError extends DomainError {
  constructor() {
    super(C.ALREADY_CLAIMED, M.alreadyClaimed);
  }
}
export class AttachmentUnavailableError extends DomainError {
  constructor() {
    super(C.UNAVAILABLE, M.claimedOrUnavailable);
  }
}
