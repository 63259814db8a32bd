import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { CookieBanner } from './cookie-banner';

function renderBanner() {
  return render(
    <MemoryRouter>
      <CookieBanner />
    </MemoryRouter>,
  );
}

describe('CookieBanner', () => {
  let cookieWrites: string[];
  beforeEach(() => {
    cookieWrites = [];
    const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie') as PropertyDescriptor;
    jest.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => {
      cookieWrites.push(value);
      descriptor.set?.call(document, value);
    });
  });
  afterEach(() => jest.restoreAllMocks());

  it.each([
    ['Accept', 'true'],
    ['Decline', 'false'],
  ])('%s stores gtc_cookie for 150 days and hides the banner', async (button, value) => {
    const user = userEvent.setup();
    renderBanner();
    expect(screen.getByRole('region', { name: 'Cookie consent' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: button }));
    expect(screen.queryByRole('region', { name: 'Cookie consent' })).not.toBeInTheDocument();
    expect(document.cookie).toContain(`gtc_cookie=${value}`);
    expect(cookieWrites).toHaveLength(1);
    expect(cookieWrites[0]).toContain(`max-age=${150 * 24 * 60 * 60}`);
    expect(cookieWrites[0]).toContain('path=/');
  });

  it('stays hidden once a choice was made', () => {
    document.cookie = 'gtc_cookie=false; path=/';
    renderBanner();
    expect(screen.queryByRole('region', { name: 'Cookie consent' })).not.toBeInTheDocument();
  });
});
