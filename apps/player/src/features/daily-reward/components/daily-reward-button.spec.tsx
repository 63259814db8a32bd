import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DailyRewardClaimDto, DailyRewardStatusDto } from '@grimhunt/contracts';
import { deferred, installFetch, jsonResponse, type FakeResponse } from '../../../testing/fake-fetch';
import { renderWithProviders } from '../../../testing/test-utils';
import { DailyRewardButton } from './daily-reward-button';

const status = (overrides: Partial<DailyRewardStatusDto> = {}): DailyRewardStatusDto => ({
  amount: 25,
  enabled: true,
  claimedToday: false,
  nextResetAt: Date.parse('2026-03-02T00:00:00Z'),
  currentTimeStamp: Date.parse('2026-03-01T22:00:00Z'),
  ...overrides,
});

describe('DailyRewardButton', () => {
  it('claims with POST /api/ClientDailyReward/claim, is disabled while pending, then shows the next reset', async () => {
    const claimed: DailyRewardClaimDto = {
      success: true,
      message: 'You claimed your daily reward: 25 gold.',
      gold: 25,
      status: status({ claimedToday: true }),
    };
    const answer = deferred<FakeResponse>();
    const { calls } = installFetch((call) => {
      if (call.url.endsWith('/api/ClientDailyReward/status')) return jsonResponse(200, status());
      if (call.url.endsWith('/api/ClientDailyReward/claim') && call.method === 'POST') return answer.promise;
      return jsonResponse(404, { statusCode: 404, code: 'GENERIC.NOT_FOUND', message: 'not here' });
    });
    const user = userEvent.setup();
    renderWithProviders(<DailyRewardButton />);

    await user.click(await screen.findByRole('button', { name: 'Claim your daily reward: 25 gold' }));
    expect(screen.getByRole('button', { name: 'Claiming...' })).toBeDisabled();
    answer.resolve(jsonResponse(200, claimed));

    expect(await screen.findByText(/You claimed your daily reward: 25 gold\. Next reward at 00:00 UTC\./)).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);
  });

  it("shows the server's refusal", async () => {
    installFetch((call) => {
      if (call.url.endsWith('/status')) return jsonResponse(200, status());
      return jsonResponse(409, {
        statusCode: 409,
        code: 'ECONOMY.DAILY_REWARD_CLAIMED',
        message: "You have already claimed today's reward.",
      });
    });
    const user = userEvent.setup();
    renderWithProviders(<DailyRewardButton />);
    await user.click(await screen.findByRole('button', { name: /Claim your daily reward/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent("You have already claimed today's reward.");
  });

  it('shows the next reset when claimed today and nothing when the reward is switched off', async () => {
    installFetch(() => jsonResponse(200, status({ claimedToday: true })));
    const { unmount } = renderWithProviders(<DailyRewardButton />);
    expect(await screen.findByText('Daily reward claimed. Next reward at 00:00 UTC.')).toBeInTheDocument();
    unmount();

    const { calls } = installFetch(() => jsonResponse(200, status({ amount: 0, enabled: false })));
    const { container } = renderWithProviders(<DailyRewardButton />);
    await waitFor(() => expect(calls).toHaveLength(1));
    await waitFor(() => expect(container.querySelector('.daily-reward')).toBeNull());
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
