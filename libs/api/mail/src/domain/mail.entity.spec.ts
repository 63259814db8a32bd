import { MAIL_ERROR_CODES } from '@grimhunt/contracts';
import { Mail, MailProps } from './mail.entity';

const base: MailProps = {
  id: 'm1',
  fromUserId: 'alice',
  toUserId: 'bob',
  fromName: 'alice',
  toName: 'bob',
  message: 'hi',
  sentAt: new Date('2026-01-01T00:00:00Z'),
  readAt: null,
  claimedAt: null,
  returnedAt: null,
  attachment: { itemId: 'dust', amount: 2 },
};
const codeOf = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    return (error as { code: string }).code;
  }
  return null;
};

describe('Mail', () => {
  it('hands its attachment to the recipient only, once', () => {
    const mail = Mail.restore(base);
    expect(mail.holdsItems).toBe(true);
    expect(mail.claimableBy('bob')).toEqual({ itemId: 'dust', amount: 2 });
    expect(codeOf(() => mail.claimableBy('alice'))).toBe(MAIL_ERROR_CODES.FORBIDDEN);
    expect(codeOf(() => mail.claimableBy('eve'))).toBe(MAIL_ERROR_CODES.NOT_FOUND);
    const claimed = Mail.restore({ ...base, claimedAt: new Date() });
    expect(claimed.holdsItems).toBe(false);
    expect(codeOf(() => claimed.claimableBy('bob'))).toBe(MAIL_ERROR_CODES.ALREADY_CLAIMED);
    const returned = Mail.restore({ ...base, returnedAt: new Date() });
    expect(returned.holdsItems).toBe(false);
    expect(codeOf(() => returned.claimableBy('bob'))).toBe(MAIL_ERROR_CODES.UNAVAILABLE);
    expect(codeOf(() => Mail.restore({ ...base, attachment: null }).claimableBy('bob'))).toBe(MAIL_ERROR_CODES.NO_ATTACHMENT);
  });

  it('is marked read by the recipient only; strangers do not see it', () => {
    const mail = Mail.restore(base);
    expect(() => mail.assertReadableBy('bob')).not.toThrow();
    expect(codeOf(() => mail.assertReadableBy('alice'))).toBe(MAIL_ERROR_CODES.FORBIDDEN);
    expect(codeOf(() => mail.assertReadableBy('eve'))).toBe(MAIL_ERROR_CODES.NOT_FOUND);
    expect(codeOf(() => Mail.restore({ ...base, toUserId: null }).assertReadableBy('bob'))).toBe(MAIL_ERROR_CODES.NOT_FOUND);
  });
});
