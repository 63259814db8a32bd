import { act, renderHook, waitFor } from '@testing-library/react';
import { HUNT_CHALLENGE_PATHS, type HuntChallengeDto } from '@grimhunt/contracts';
import { installFetch, jsonResponse } from '../../../testing/fake-fetch';
import { useHuntChallenge } from './use-hunt-challenge';

const CHALLENGE: HuntChallengeDto = {
  challengeId: '6f1d2c1e-0000-4000-8000-000000000001',
  question: 'Select every picture that shows exactly 3 ghosts.',
  image: 'data:image/png;base64,iVBORw0KGgo=',
  columns: 3,
  rows: 3,
  triesLeft: 3,
};

function serve(challenge: () => ReturnType<typeof jsonResponse>, answers: unknown[] = []) {
  return installFetch((call) => (call.url === HUNT_CHALLENGE_PATHS.challenge ? challenge() : jsonResponse(200, answers.shift())));
}

describe('useHuntChallenge', () => {
  it('toggles picks, keeps the picture with one try less after a wrong answer, and calls onSolved once solved', async () => {
    const { calls } = serve(
      () => jsonResponse(200, CHALLENGE),
      [
        { solved: false, triesLeft: 2, retryAfterSeconds: null },
        { solved: true, triesLeft: 0, retryAfterSeconds: null },
      ],
    );
    const onSolved = jest.fn();
    const { result } = renderHook(() => useHuntChallenge(onSolved));
    expect(result.current.phase).toEqual({ kind: 'loading' });
    await waitFor(() => expect(result.current.phase).toEqual({ kind: 'ready', challenge: CHALLENGE }));

    act(() => result.current.toggle(4));
    act(() => result.current.toggle(1));
    act(() => result.current.toggle(7));
    act(() => result.current.toggle(7));
    expect(result.current.picks).toEqual([4, 1]);
    await act(async () => result.current.submit(CHALLENGE));
    expect(JSON.parse(calls.find((c) => c.url === HUNT_CHALLENGE_PATHS.answer)!.body!)).toEqual({
      challengeId: CHALLENGE.challengeId,
      picks: [4, 1],
    });
    expect(result.current.note).toBe('Not quite. 2 tries left.');
    expect(result.current.phase).toEqual({ kind: 'ready', challenge: { ...CHALLENGE, triesLeft: 2 } });
    expect(result.current.picks).toEqual([]);
    expect(result.current.sending).toBe(false);

    act(() => result.current.toggle(0));
    await act(async () => result.current.submit(CHALLENGE));
    expect(onSolved).toHaveBeenCalledTimes(1);
  });

  it('waits after the last wrong answer, and on a 429 when reading', async () => {
    serve(() => jsonResponse(200, CHALLENGE), [{ solved: false, triesLeft: 0, retryAfterSeconds: 120 }]);
    const onSolved = jest.fn();
    const { result } = renderHook(() => useHuntChallenge(onSolved));
    await waitFor(() => expect(result.current.phase.kind).toBe('ready'));
    await act(async () => result.current.submit(CHALLENGE));
    expect(result.current.phase).toEqual({ kind: 'waiting', message: 'Too many wrong answers: a new picture in 120 s.' });

    serve(() => jsonResponse(429, { statusCode: 429, code: 'GENERIC.TOO_MANY_REQUESTS', message: 'Slow down.' }));
    await act(async () => result.current.load());
    expect(result.current.phase).toEqual({ kind: 'waiting', message: 'Slow down.' });
  });

  it('calls onSolved when there is nothing to solve (404) and reports other failures', async () => {
    serve(() => jsonResponse(404, { statusCode: 404, code: 'HUNT.NO_CHALLENGE', message: 'none' }));
    const onSolved = jest.fn();
    const first = renderHook(() => useHuntChallenge(onSolved));
    await waitFor(() => expect(onSolved).toHaveBeenCalledTimes(1));
    first.unmount();

    serve(() => jsonResponse(500, { statusCode: 500, code: 'GENERIC.INTERNAL', message: 'Something broke.' }));
    const never = jest.fn();
    const second = renderHook(() => useHuntChallenge(never));
    await waitFor(() => expect(second.result.current.phase).toEqual({ kind: 'error', message: 'Something broke.' }));
  });
});
