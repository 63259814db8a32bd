import type { FriendDto, GiftsDto } from '@grimhunt/contracts';
import { ItemArt } from '../../../components/item-art';
import { useSendGifts } from '../api/send-gifts';
import { errorText, SOCIAL_SCREEN_TEXTS } from '../social-messages';
import { ReceivedGifts } from './received-gifts';

interface GiftsPanelProps {
  gifts: GiftsDto;
  friends: FriendDto[];
  notify: (text: string, tone: 'ok' | 'error') => void;
}

/** Today's gift with its picture, "Send to all" (friends not yet given one today), sends and claims left, and gifts received. */
export function GiftsPanel({ gifts, friends, notify }: GiftsPanelProps) {
  const send = useSendGifts();
  const open = friends.filter((f) => !gifts.sentTodayTo.includes(f.userId)).map((f) => f.userId);
  const toAll = open.slice(0, gifts.sendsLeft);
  const today = gifts.giftOfTheDay;

  return (
    <section className="panel gifts" aria-labelledby="gifts-title">
      <h2 id="gifts-title" className="friends__heading">
        Daily gifts
      </h2>
      {today ? (
        <div className="gifts__today" data-testid="gift-of-the-day">
          <ItemArt imageId={today.imageId} itemType={null} name={today.name} size={64} />
          <div>
            <p className="eyebrow">Gift of the day</p>
            <p className="gifts__name">{today.name}</p>
          </div>
        </div>
      ) : (
        <p className="muted">{SOCIAL_SCREEN_TEXTS.noGiftToday}</p>
      )}
      <p className="gifts__left" data-testid="gift-counts">
        <span>
          Sends left today: <strong>{gifts.sendsLeft}</strong>
        </span>
        <span>
          Claims left today: <strong>{gifts.claimsLeft}</strong>
        </span>
      </p>
      <button
        type="button"
        className="btn btn--primary btn--block"
        disabled={!today || toAll.length === 0 || send.isPending}
        onClick={() =>
          send.mutate(toAll, {
            onSuccess: (answer) => notify(answer.message, 'ok'),
            onError: (error) => notify(errorText(error), 'error'),
          })
        }
      >
        Send to all
      </button>
      <ReceivedGifts gifts={gifts} notify={notify} />
    </section>
  );
}
