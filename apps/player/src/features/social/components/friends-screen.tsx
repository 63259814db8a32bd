import type { ReactNode } from 'react';
import { Popup } from '../../../components/popup';
import { ScreenHeader } from '../../../components/screen-header';
import { Spinner } from '../../../components/spinner';
import { usePopup } from '../../../hooks/use-popup';
import { useCancelFriendRequest } from '../api/cancel-friend-request';
import { useFriends } from '../api/get-friends';
import { useGifts } from '../api/get-gifts';
import { errorText, SOCIAL_MESSAGES } from '../social-messages';
import { AddFriendForm } from './add-friend-form';
import { FriendList } from './friend-list';
import { FriendRequests } from './friend-requests';
import { GiftsPanel } from './gifts-panel';
import { PartySwitch } from './party-switch';
import '../social.css';

/**
 * The Friends screen: add by name, the hunting party switch, friends with their ready dot, requests both ways, and
 * the daily gifts. Live events keep it current without a reload.
 */
export function FriendsScreen({ aside }: { aside?: ReactNode }) {
  const friends = useFriends();
  const gifts = useGifts();
  const cancel = useCancelFriendRequest();
  const { popup, show, close } = usePopup();
  const notify = (text: string, tone: 'ok' | 'error' = 'ok') => show(text, tone);

  let body: ReactNode;
  if (friends.isPending) {
    body = <Spinner label={SOCIAL_MESSAGES.loading} />;
  } else if (friends.isError) {
    body = (
      <p className="alert alert--error" role="alert">
        {SOCIAL_MESSAGES.loadFailed}
      </p>
    );
  } else {
    const { friends: list, incoming, outgoing, partyEnabled } = friends.data;
    body = (
      <div className="friends__grid">
        <div className="friends__column">
          <AddFriendForm notify={(text) => notify(text)} />
          <PartySwitch enabled={partyEnabled} />
          <FriendList
            friends={list}
            sentTodayTo={gifts.data?.sentTodayTo ?? []}
            sendsLeft={gifts.data?.sendsLeft ?? 0}
            notify={notify}
          />
        </div>
        <div className="friends__column">
          <FriendRequests
            incoming={incoming}
            outgoing={outgoing}
            cancelling={cancel.isPending}
            onCancel={(request) => cancel.mutate(request.requestId, { onError: (error) => notify(errorText(error), 'error') })}
          />
          {gifts.data ? (
            <GiftsPanel gifts={gifts.data} friends={list} notify={notify} />
          ) : gifts.isError ? (
            <p className="alert alert--error" role="alert">
              {SOCIAL_MESSAGES.giftsLoadFailed}
            </p>
          ) : (
            <Spinner label="Loading gifts..." />
          )}
        </div>
      </div>
    );
  }

  return (
    <section className="friends" aria-labelledby="friends-title">
      <ScreenHeader
        titleId="friends-title"
        eyebrow="Hunting together"
        title="Friends"
        tagline="Befriend fellow hunters, send each other a gift every day and let their horns take you along."
      >
        {aside}
      </ScreenHeader>
      {body}
      <Popup popup={popup} onClose={close} />
    </section>
  );
}
