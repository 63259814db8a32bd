import { MailDto } from '@grimhunt/contracts';
import { CatalogueSnapshot } from '@grimhunt/api-catalogue';
import { MailProps } from '../domain/mail.entity';

export type AttachedItem = NonNullable<MailDto['attachmentItem']>;
export type DescribeItem = (itemId: string) => AttachedItem | undefined;

/** Name, image and type short name of catalogue items, for attachments. */
export function describeItems(snapshot: CatalogueSnapshot): DescribeItem {
  return (itemId) => {
    const item = snapshot.get('item', itemId);
    if (!item) return undefined;
    const type = item.type ? snapshot.get('itemtype', item.type) : undefined;
    return { name: item.name, imageId: item.imageId, itemType: type?.shortName ?? null };
  };
}

/** The spec's Mail, whitelisted: current names when known, the names when sent otherwise. */
export function toMailDto(mail: MailProps, names: Map<string, string>, describe: DescribeItem): MailDto {
  return {
    id: mail.id,
    fromUserId: mail.fromUserId,
    toUserId: mail.toUserId,
    fromUsername: (mail.fromUserId && names.get(mail.fromUserId)) || mail.fromName,
    toUsername: (mail.toUserId && names.get(mail.toUserId)) || mail.toName,
    message: mail.message,
    timeStamp: mail.sentAt.getTime(),
    read: mail.readAt !== null,
    claimed: mail.claimedAt !== null,
    returned: mail.returnedAt !== null,
    loot: mail.attachment ? { itemId: mail.attachment.itemId, amountMin: mail.attachment.amount } : null,
    attachmentItem: mail.attachment ? (describe(mail.attachment.itemId) ?? { name: '', imageId: null, itemType: null }) : null,
  };
}
