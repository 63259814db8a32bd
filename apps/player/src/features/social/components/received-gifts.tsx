import type { GiftsDto } from '../api/social-types';
import { useClaimAllGifts } from '../api/claim-all-gifts';
import { useClaimGift } from '../api/claim-gift';
import { errorText, SOCIAL_MESSAGES } from '../social-messages';

interface ReceivedGiftsProps {
  gifts: GiftsDto;
  notify: (text: string, tone: 'ok' | 'error') => void;
}

function expires(expiresAt: string): string {
  return new Date(expiresAt).toLocaleDateString(undefined, { day: 'numeric', month: 'short' });
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
        <p className="muted">{SOCIAL_MESSAGES.noGiftsReceived}</p>
      ) : (
        <>
          <ul className="gifts__list" aria-label="Received gifts">
            {received.map((gift) => (
              <li key={gift.giftId} className="gift" data-testid="received-gift">
                <span className="gift__what">
                  <strong>{gift.name}</strong> from {gift.from.name}
                </span>
                <span className="muted gift__expiry">until {expires(gift.expiresAt)}</span>
                <button
                  type="button"
                  className="btn btn--small"
                  disabled={busy || gifts.claimsLeft === 0}
                  aria-label={`Claim ${gift.name} from ${gift.from.name}`}
                  onClick={() => claim.mutate(gift.giftId, { onSuccess: () => notify(SOCIAL_MESSAGES.claimed, 'ok'), onError: failed })}
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
                onSuccess: () => notify(SOCIAL_MESSAGES.claimedAll(Math.min(received.length, gifts.claimsLeft)), 'ok'),
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
