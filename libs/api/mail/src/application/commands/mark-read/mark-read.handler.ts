import { Inject, Injectable } from '@nestjs/common';
import { MAIL_MESSAGES, MailActionDto } from '@grimhunt/contracts';
import { CLOCK, Clock } from '@grimhunt/api-kernel';
import { MailNotFoundError } from '../../../domain/mail.errors';
import { MAIL_REPOSITORY, MailRepository } from '../../ports/mail.repository.port';

/** `status` of updateReadStatus: true unless it says false/0/no (absent means read). */
export function readStatus(raw: unknown): boolean {
  if (raw === undefined || raw === null || raw === '') return true;
  if (typeof raw === 'boolean') return raw;
  return !['false', '0', 'no', 'unread'].includes(String(raw).trim().toLowerCase());
}

/** `POST /api/mail/updateReadStatus`: only the recipient marks a mail read (or unread again). */
@Injectable()
export class MarkReadHandler {
  constructor(
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(MAIL_REPOSITORY) private readonly mails: MailRepository,
  ) {}

  async execute(userId: string, mailId: unknown, status: unknown): Promise<MailActionDto> {
    const id = typeof mailId === 'string' ? mailId.trim() : '';
    const mail = await this.mails.find(id);
    if (!mail) throw new MailNotFoundError();
    mail.assertReadableBy(userId);
    if (!(await this.mails.setRead(id, userId, readStatus(status), this.clock.now()))) throw new MailNotFoundError();
    return { success: true, message: MAIL_MESSAGES.readUpdated };
  }
}
