import { MAIL_MESSAGES } from '@grimhunt/contracts';
import { Attachment } from './mail-rules';
import { AlreadyClaimedError, AttachmentUnavailableError, MailNotFoundError, NoAttachmentError, NotRecipientError } from './mail.errors';

export interface MailProps {
  id: string;
  /** null once that account is deleted. */
  fromUserId: string | null;
  toUserId: string | null;
  /** Names when sent (shown once the account is gone). */
  fromName: string;
  toName: string;
  message: string;
  sentAt: Date;
  readAt: Date | null;
  claimedAt: Date | null;
  /** Set when the recipient's account was deleted and the attachment went back to the sender. */
  returnedAt: Date | null;
  attachment: Attachment | null;
}

/**
 * A letter between two players. Its attachment left the sender when it was sent and is held by the mail until the
 * recipient claims it (once) or, if the recipient's account is deleted first, it goes back to the sender (once).
 */
export class Mail {
  private constructor(private readonly props: MailProps) {}

  static restore(props: MailProps): Mail {
    return new Mail({ ...props });
  }

  get id() {
    return this.props.id;
  }
  get fromUserId() {
    return this.props.fromUserId;
  }
  get toUserId() {
    return this.props.toUserId;
  }
  get attachment() {
    return this.props.attachment;
  }
  get isRead() {
    return this.props.readAt !== null;
  }
  get isClaimed() {
    return this.props.claimedAt !== null;
  }
  get isReturned() {
    return this.props.returnedAt !== null;
  }
  /** Items still held by the mail: attached, neither claimed nor returned. */
  get holdsItems() {
    return this.props.attachment !== null && !this.isClaimed && !this.isReturned;
  }
  toProps(): MailProps {
    return { ...this.props };
  }

  /** Sender or recipient; anyone else is told the mail does not exist. */
  assertVisibleTo(userId: string): void {
    if (userId !== this.props.fromUserId && userId !== this.props.toUserId) throw new MailNotFoundError();
  }

  /** What a claim by `userId` would hand over; throws the reason when it cannot. */
  claimableBy(userId: string): Attachment {
    this.assertVisibleTo(userId);
    if (userId !== this.props.toUserId) throw new NotRecipientError(MAIL_MESSAGES.onlyRecipientClaims);
    if (!this.props.attachment) throw new NoAttachmentError();
    if (this.isClaimed) throw new AlreadyClaimedError();
    if (this.isReturned) throw new AttachmentUnavailableError();
    return this.props.attachment;
  }

  assertReadableBy(userId: string): void {
    this.assertVisibleTo(userId);
    if (userId !== this.props.toUserId) throw new NotRecipientError(MAIL_MESSAGES.onlyRecipientReads);
  }
}
