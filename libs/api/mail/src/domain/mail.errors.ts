import { ConflictError, DomainError, ForbiddenError, NotFoundError } from '@grimhunt/api-kernel';
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
export class RecipientNotFoundError extends NotFoundError {
  constructor() {
    super(M.recipientNotFound, C.RECIPIENT_NOT_FOUND);
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
export class NotEnoughToSendError extends ConflictError {
  constructor(wanted: number, available: number) {
    super(M.tooMany(wanted, available), C.NOT_ENOUGH_ITEMS);
  }
}
export class MailNotFoundError extends NotFoundError {
  constructor() {
    super(M.mailNotFound, C.NOT_FOUND);
  }
}
export class NotRecipientError extends ForbiddenError {
  constructor(message: string) {
    super(message, C.FORBIDDEN);
  }
}
export class NoAttachmentError extends DomainError {
  constructor() {
    super(C.NO_ATTACHMENT, M.noAttachment);
  }
}
export class AlreadyClaimedError extends ConflictError {
  constructor() {
    super(M.alreadyClaimed, C.ALREADY_CLAIMED);
  }
}
export class AttachmentUnavailableError extends ConflictError {
  constructor() {
    super(M.claimedOrUnavailable, C.UNAVAILABLE);
  }
}
