import type { FriendRequestDto } from '@grimhunt/contracts';
import { useAnswerFriendRequest } from '../api/answer-friend-request';
import { errorText, shortDate, SOCIAL_SCREEN_TEXTS } from '../social-messages';

interface FriendRequestsProps {
  incoming: FriendRequestDto[];
  outgoing: FriendRequestDto[];
}

/** Requests to me (accept, decline) and mine still waiting for an answer. */
export function FriendRequests({ incoming, outgoing }: FriendRequestsProps) {
  const answer = useAnswerFriendRequest();
  return (
    <section className="panel friend-requests" aria-labelledby="friend-requests-title">
      <h2 id="friend-requests-title" className="friends__heading">
        Requests
      </h2>
      <h3 className="friends__subheading">For you</h3>
      {incoming.length === 0 ? (
        <p className="muted">{SOCIAL_SCREEN_TEXTS.noIncoming}</p>
      ) : (
        <ul className="friend-requests__list" aria-label="Incoming requests">
          {incoming.map((request) => (
            <li key={request.requestId} className="friend-request" data-testid="incoming-request">
              <span className="friend-request__name">{request.name}</span>
              <time className="muted friend-request__time" dateTime={new Date(request.createdAt).toISOString()}>
                {shortDate(request.createdAt)}
              </time>
              <button
                type="button"
                className="btn btn--primary btn--small"
                aria-label={`Accept ${request.name}`}
                disabled={answer.isPending}
                onClick={() => answer.mutate({ requestId: request.requestId, action: 'accept' })}
              >
                Accept
              </button>
              <button
                type="button"
                className="btn btn--ghost btn--small"
                aria-label={`Decline ${request.name}`}
                disabled={answer.isPending}
                onClick={() => answer.mutate({ requestId: request.requestId, action: 'decline' })}
              >
                Decline
              </button>
            </li>
          ))}
        </ul>
      )}
      {answer.isError && (
        <p className="alert alert--error" role="alert">
          {errorText(answer.error)}
        </p>
      )}
      <h3 className="friends__subheading">Sent by you</h3>
      {outgoing.length === 0 ? (
        <p className="muted">{SOCIAL_SCREEN_TEXTS.noOutgoing}</p>
      ) : (
        <ul className="friend-requests__list" aria-label="Outgoing requests">
          {outgoing.map((request) => (
            <li key={request.requestId} className="friend-request" data-testid="outgoing-request">
              <span className="friend-request__name">{request.name}</span>
              <time className="muted friend-request__time" dateTime={new Date(request.createdAt).toISOString()}>
                {shortDate(request.createdAt)}
              </time>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
