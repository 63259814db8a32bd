import type { ReactNode } from 'react';
import { Popup } from '../../../components/popup';
import { ScreenHeader } from '../../../components/screen-header';
import { Spinner } from '../../../components/spinner';
import { usePopup } from '../../../hooks/use-popup';
import { useFriends } from '../api/get-friends';
import { useGifts } from '../api/get-gifts';
import { SOCIAL_SCREEN_TEXTS } from '../social-messages';
import { AddFriendForm } from './add-friend-form';
import { BlockedList } from './blocked-list';
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
  const { popup, show, close } = usePopup();
  const notify = (text: string, tone: 'ok' | 'error' = 'ok') => show(text, tone);

  let body: ReactNode;
  if (friends.isPending) {
    body = <Spinner label={SOCIAL_SCREEN_TEXTS.loading} />;
  } else if (friends.isError) {
    body = (
      <p className="alert alert--error" role="alert">
        {SOCIAL_SCREEN_TEXTS.loadFailed}
      </p>
    );
  } else {
    const { friends: list, incoming, outgoing, blocked, partyEnabled } = friends.data;
    body = (
      <div className="friends__grid">
        <div className="friends__column">
          <AddFriendForm notify={(text) => notify(text)} />
          <PartySwitch enabled={partyEnabled} />
          <FriendList friends={list} sentTodayTo={gifts.data?.sentTodayTo ?? []} sendsLeft={gifts.data?.sendsLeft ?? 0} notify={notify} />
        </div>
        <div className="friends__column">
          <FriendRequests incoming={incoming} outgoing={outgoing} />
          {gifts.data ? (
            <GiftsPanel gifts={gifts.data} friends={list} notify={notify} />
          ) : gifts.isError ? (
            <p className="alert alert--error" role="alert">
              {SOCIAL_SCREEN_TEXTS.giftsLoadFailed}
            </p>
          ) : (
            <Spinner label={SOCIAL_SCREEN_TEXTS.giftsLoading} />
          )}
          {blocked.length > 0 && <BlockedList blocked={blocked} notify={notify} />}
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
