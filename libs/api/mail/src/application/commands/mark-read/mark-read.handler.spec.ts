import { readStatus } from './mark-read.handler';

describe('updateReadStatus status field', () => {
  it('reads true unless it says false', () => {
    for (const raw of [undefined, null, '', true, 'true', '1', 'True', 'read']) expect(readStatus(raw)).toBe(true);
    for (const raw of [false, 'false', '0', 'no', 'FALSE', ' unread ']) expect(readStatus(raw)).toBe(false);
  });
});
