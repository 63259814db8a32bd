import type { FormEvent } from 'react';
import { act, waitFor } from '@testing-library/react';
import { MAIL_MESSAGES } from '@grimhunt/contracts';
import { jsonResponse, type RecordedCall } from '../../../testing/fake-fetch';
import { serveGame } from '../../../testing/game-server';
import { renderHookWithProviders } from '../../../testing/render-hook';
import { useSendMailForm } from './use-send-mail-form';

const submitEvent = { preventDefault: () => undefined, persist: () => undefined } as unknown as FormEvent;

function serve(sendAnswer: () => ReturnType<typeof jsonResponse>) {
  const { calls } = serveGame((call, url) => {
    if (url.pathname === '/api/clientUser/getinventory') return jsonResponse(200, []);
    if (url.pathname === '/api/mail' && call.method === 'POST') return sendAnswer();
  });
  return { sent: () => calls.filter((c: RecordedCall) => c.url === '/api/mail').map((c) => JSON.parse(c.body ?? '{}')) };
}

describe('useSendMailForm', () => {
  it('refuses a mail without a recipient, then sends one and reports it sent', async () => {
    const { sent } = serve(() => jsonResponse(200, { success: true, message: '' }));
    const onSent = jest.fn();
    const { result } = renderHookWithProviders(() => useSendMailForm(onSent));
    await act(async () => result.current.submit(submitEvent));
    expect(result.current.error).toBe(MAIL_MESSAGES.recipientRequired);
    expect(sent()).toEqual([]);

    act(() => {
      result.current.form.setValue('recipient', 'Mina');
      result.current.form.setValue('message', '  Garlic at dawn. ');
    });
    await act(async () => result.current.submit(submitEvent));
    await waitFor(() => expect(onSent).toHaveBeenCalledWith(MAIL_MESSAGES.sent));
    expect(sent()).toEqual([{ toUserId: 'Mina', message: 'Garlic at dawn.', loot: null }]);
    expect(result.current.options).toEqual([]);
    expect(result.current.chosen).toBeUndefined();
  });

  it("shows the server's refusal", async () => {
    serve(() => jsonResponse(400, { statusCode: 400, code: 'MAIL.BLOCKED', message: 'Mina does not take your mail.' }));
    const onSent = jest.fn();
    const { result } = renderHookWithProviders(() => useSendMailForm(onSent));
    act(() => {
      result.current.form.setValue('recipient', 'Mina');
      result.current.form.setValue('message', 'Hello');
    });
    await act(async () => result.current.submit(submitEvent));
    await waitFor(() => expect(result.current.error).toBe('Mina does not take your mail.'));
    expect(onSent).not.toHaveBeenCalled();
  });
});
