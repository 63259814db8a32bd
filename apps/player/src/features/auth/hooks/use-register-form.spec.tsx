import type { ChangeEvent, FormEvent } from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import { VALIDATION_MESSAGES, validatePassword } from '@grimhunt/contracts';
import { deferred, installFetch, jsonResponse, type FakeResponse } from '../../../testing/fake-fetch';
import { REGISTER_MESSAGES, useRegisterForm, type RegisterField } from './use-register-form';

const submitEvent = { preventDefault: () => undefined } as unknown as FormEvent<HTMLFormElement>;
const typed = (value: string) => ({ target: { value } }) as ChangeEvent<HTMLInputElement>;

function type(result: { current: ReturnType<typeof useRegisterForm> }, field: RegisterField, value: string) {
  act(() => result.current.fieldProps(field).onChange(typed(value)));
}

describe('useRegisterForm', () => {
  it('asks for every field when all are empty, then checks each one and clears its error on typing', () => {
    const { calls } = installFetch(() => jsonResponse(200, {}));
    const { result } = renderHook(() => useRegisterForm());
    act(() => result.current.submit(submitEvent));
    expect(result.current.formError).toBe(VALIDATION_MESSAGES.allRequired);
    expect(result.current.errors).toEqual({});

    type(result, 'username', 'Van_Helsing');
    expect(result.current.formError).toBeNull();
    act(() => result.current.submit(submitEvent));
    expect(result.current.formError).toBe(VALIDATION_MESSAGES.fixErrors);
    expect(result.current.errors.password).toBe(validatePassword(''));
    expect(result.current.fieldProps('password')['aria-invalid']).toBe(true);

    type(result, 'password', 'x');
    expect(result.current.errors.password).toBeUndefined();
    act(() => result.current.fieldProps('password').onBlur());
    expect(result.current.errors.password).toBe(validatePassword('x'));
    expect(calls).toEqual([]);
  });

  it('sends valid input, shows the wait, then done or the refusal', async () => {
    const answer = deferred<FakeResponse>();
    const { calls } = installFetch(() => answer.promise);
    const { result } = renderHook(() => useRegisterForm());
    type(result, 'username', 'Van_Helsing');
    type(result, 'email', 'van@helsing.test');
    type(result, 'password', 'Garlic-and-stakes-1');
    expect(result.current.phase).toBe('form');

    act(() => result.current.submit(submitEvent));
    expect(result.current.phase).toBe('pending');
    expect(calls.map((c) => c.url)).toEqual(['/api/user/register']);
    await act(async () => answer.resolve(jsonResponse(200, { success: false, message: 'Name taken.' })));
    expect(result.current.phase).toBe('form');
    expect(result.current.formError).toBe('Name taken.');

    installFetch(() => jsonResponse(500, {}));
    act(() => result.current.submit(submitEvent));
    await waitFor(() => expect(result.current.formError).toBe(REGISTER_MESSAGES.failed));

    installFetch(() => jsonResponse(200, { success: true, message: '' }));
    act(() => result.current.submit(submitEvent));
    await waitFor(() => expect(result.current.phase).toBe('done'));
  });
});
