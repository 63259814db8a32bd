import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HUNT_CHALLENGE_PATHS } from '@grimhunt/contracts';
import { installFetch, jsonResponse } from '../../../testing/fake-fetch';
import { ApiError } from '../../../lib/api-client';
import { HuntChallengeDialog } from './hunt-challenge-dialog';
import { isHuntChallengeError } from './api';

const CHALLENGE = {
  challengeId: '6f1d2c1e-0000-4000-8000-000000000001',
  question: 'Select every picture that shows exactly 3 ghosts.',
  image: 'data:image/png;base64,iVBORw0KGgo=',
  columns: 3,
  rows: 3,
  triesLeft: 3,
};

describe('HuntChallengeDialog', () => {
  it('shows the picture and nine toggles, sends the picked panels, reports a wrong answer, then solves', async () => {
    const answers = [
      { solved: false, triesLeft: 2, retryAfterSeconds: null },
      { solved: true, triesLeft: 0, retryAfterSeconds: null },
    ];
    const { calls } = installFetch((call) =>
      call.url === HUNT_CHALLENGE_PATHS.challenge ? jsonResponse(200, CHALLENGE) : jsonResponse(200, answers.shift()),
    );
    const onSolved = jest.fn();
    const user = userEvent.setup();
    render(<HuntChallengeDialog onSolved={onSolved} onCancel={jest.fn()} />);

    expect(await screen.findByText(CHALLENGE.question)).toBeInTheDocument();
    expect(screen.getByRole('img')).toHaveAttribute('src', CHALLENGE.image);
    expect(screen.getAllByRole('button', { name: /^Picture \d$/ })).toHaveLength(9);
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Picture 2' }));
    await user.click(screen.getByRole('button', { name: 'Picture 5' }));
    expect(screen.getByRole('button', { name: 'Picture 5' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Not quite. 2 tries left.')).toBeInTheDocument();
    const first = calls.find((c) => c.url === HUNT_CHALLENGE_PATHS.answer);
    expect(JSON.parse(first!.body!)).toEqual({ challengeId: CHALLENGE.challengeId, picks: [1, 4] });
    expect(onSolved).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Picture 1' }));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(onSolved).toHaveBeenCalledTimes(1));
  });

  it('after the last wrong answer says how long to wait', async () => {
    installFetch((call) =>
      call.url === HUNT_CHALLENGE_PATHS.challenge
        ? jsonResponse(200, CHALLENGE)
        : jsonResponse(200, { solved: false, triesLeft: 0, retryAfterSeconds: 120 }),
    );
    const user = userEvent.setup();
    render(<HuntChallengeDialog onSolved={jest.fn()} onCancel={jest.fn()} />);
    await user.click(await screen.findByRole('button', { name: 'Picture 3' }));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many wrong answers: a new picture in 120 s.');
  });

  it('recognises the 428 of a hunt', () => {
    expect(isHuntChallengeError(new ApiError(428, 'HUNT.CHALLENGE_REQUIRED', 'Solve it'))).toBe(true);
    expect(isHuntChallengeError(new ApiError(409, 'HUNT.CHALLENGE_REQUIRED', 'x'))).toBe(false);
    expect(isHuntChallengeError(new Error('x'))).toBe(false);
  });
});
