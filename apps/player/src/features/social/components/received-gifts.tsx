import type { GiftsDto } from '@grimhunt/contracts';
import { ItemArt } from '../../../components/item-art';
import { useClaimAllGifts } from '../api/claim-all-gifts';
import { useClaimGift } from '../api/claim-gift';
import { errorText, shortDate, SOCIAL_SCREEN_TEXTS } from '../social-messages';

interface ReceivedGiftsProps {
  gifts: GiftsDto;
  notify: (text: string, tone: 'ok' | 'error') => void;
}

/** Gifts waiting to be claimed, one by one or all at once with a gift back to each sender. */
export function ReceivedGifts({ gifts, notify }: ReceivedGiftsProps) {
  const claim = useClaimGift();
  const claimAll = useClaimAllGifts();
  const failed = (error: unknown) => notify(errorText(error), 'error');
  const received = gifts.received;
  const busy = claim.isPending || claimAll.isPending;

  return (
    <div className="gifts__received">
      <h3 className="friends__subheading">Received</h3>
      {received.length === 0 ? (
        <p className="muted">{SOCIAL_SCREEN_TEXTS.noGiftsReceived}</p>
      ) : (
        <>
          <ul className="gifts__list" aria-label="Received gifts">
            {received.map((gift) => (
              <li key={gift.giftId} className="gift" data-testid="received-gift">
                <ItemArt imageId={gift.imageId} itemType={null} name={gift.name} size={36} />
                <span className="gift__what">
                  <strong>{gift.name}</strong> from {gift.from.name}
                </span>
                <span className="muted gift__expiry">until {shortDate(gift.expiresAt)}</span>
                <button
                  type="button"
                  className="btn btn--small"
                  disabled={busy || gifts.claimsLeft === 0}
                  aria-label={`Claim ${gift.name} from ${gift.from.name}`}
                  onClick={() => claim.mutate(gift.giftId, { onSuccess: (answer) => notify(answer.message, 'ok'), onError: failed })}
                >
                  Claim
                </button>
              </li>
            ))}
          </ul>
          <button
            type="button"
            className="btn btn--glow btn--block"
            disabled={busy || gifts.claimsLeft === 0}
            onClick={() =>
              claimAll.mutate(true, {
                onSuccess: (answer) => notify(answer.message, 'ok'),
                onError: failed,
              })
            }
          >
            Claim and return all
          </button>
        </>
      )}
    </div>
  );
}
