import { ClaimDailyRewardHandler } from './claim-daily-reward.handler';

describe('ClaimDailyRewardHandler', () => {
  it('does what the use case promises', async () => {
    // Build the handler with fakes (a fixed clock, an in-memory store, a unit of work that runs its callback) and
    // assert its answer and what it wrote. This line fails until the test is written.
    expect(ClaimDailyRewardHandler.name).toBe('a handler with a written test');
  });
});
