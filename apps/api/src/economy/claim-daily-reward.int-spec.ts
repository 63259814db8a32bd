import { startTestApp, TestApp } from '../testing/test-app';

describe('claim-daily-reward over HTTP', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('answers the route and changes the database once', async () => {
    // Call the route (t.http.get/postJson/postForm) as a player and an admin, assert the answer and the rows; add
    // a concurrent case (Promise.all of the same call) when the use case must happen once.
    expect(t.baseUrl).toBe('the route of claim-daily-reward');
  });
});
