import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFetch, jsonResponse } from '../../../testing/fake-fetch';
import { setImprint } from '../../../testing/env.mock';
import { renderApp } from '../../../testing/test-utils';

jest.mock('../../../lib/browser');

function serve() {
  installFetch((call) => {
    if (call.url.startsWith('/api/version')) return jsonResponse(200, '0.1.0');
    return jsonResponse(404, { statusCode: 404, message: 'not here' });
  });
}

describe('/imprint: the operator from configuration', () => {
  afterEach(() => setImprint('Grimhunt Test GmbH', 'Gruftweg 13|12345 Nebelheim|Germany', 'imprint@example.test'));

  it('shows the configured operator name, address lines and contact in both languages', async () => {
    const user = userEvent.setup();
    serve();
    await renderApp('/imprint');
    const operator = await screen.findByTestId('imprint-operator');
    expect(operator.tagName).toBe('ADDRESS');
    expect(operator).toHaveTextContent('Grimhunt Test GmbH');
    expect(operator).toHaveTextContent('Gruftweg 13');
    expect(operator).toHaveTextContent('12345 Nebelheim');
    expect(screen.getByRole('link', { name: 'imprint@example.test' })).toHaveAttribute('href', 'mailto:imprint@example.test');
    await user.click(screen.getByRole('button', { name: 'DE' }));
    expect(screen.getByTestId('imprint-operator')).toHaveTextContent('E-Mail: imprint@example.test');
  });

  it('says what is missing when the operator is not configured', async () => {
    setImprint('Grimhunt Test GmbH', '', 'imprint@example.test');
    serve();
    await renderApp('/imprint');
    expect(await screen.findByTestId('imprint-operator')).toHaveTextContent(
      'not configured: a German imprint needs operator name, address and contact',
    );
  });
});
