import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HUNT_CHALLENGE_PATHS, HUNT_PATHS } from '@grimhunt/contracts';
import { installFetch, jsonResponse } from '../../../testing/fake-fetch';
import { renderWithProviders } from '../../../testing/test-utils';
import { useHuntAction } from '../hooks/use-hunt-action';

function HuntButton() {
  const { hunt, error } = useHuntAction();
  return (
    <>
      <button type="button" onClick={() => void hunt('regular')}>
        HUNT
      </button>
      {error && <p role="alert">{error}</p>}
    </>
  );
}

const REQUIRED = {
  statusCode: 428,
  code: 'HUNT.CHALLENGE_REQUIRED',
  message: 'Prove you are no ghost',
  challengeId: 'c1',
  challengeRoute: HUNT_CHALLENGE_PATHS.challenge,
  answerRoute: HUNT_CHALLENGE_PATHS.answer,
  retryAfterSeconds: null,
};
const CHALLENGE = {
  challengeId: 'c1',
  question: 'Select every picture that shows exactly 2 ghosts.',
  image: 'data:image/png;base64,AA==',
  columns: 3,
  rows: 3,
  triesLeft: 3,
};

describe('a hunt that answers the picture puzzle', () => {
  it('shows the puzzle in a dialog and retries the hunt once it is solved', async () => {
    let hunts = 0;
    installFetch((call) => {
      if (call.url === HUNT_PATHS.hunt)
        return ++hunts === 1
          ? jsonResponse(428, REQUIRED)
          : jsonResponse(200, { huntResult: 'SuccessRegular', journalEntry: null, extraEntries: [] });
      if (call.url === HUNT_CHALLENGE_PATHS.challenge) return jsonResponse(200, CHALLENGE);
      if (call.url === HUNT_CHALLENGE_PATHS.answer) return jsonResponse(200, { solved: true, triesLeft: 0, retryAfterSeconds: null });
      return jsonResponse(200, {});
    });
    const user = userEvent.setup();
    renderWithProviders(<HuntButton />);
    await user.click(screen.getByRole('button', { name: 'HUNT' }));
    expect(await screen.findByRole('dialog', { name: 'Prove you are no ghost' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Picture 4' }));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(hunts).toBe(2));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
