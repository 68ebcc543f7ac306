import { toast } from 'react-toastify';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, type ApiRequest } from './api-client';
import { DEFAULT_SUCCESS, errorMessages, errorToast, successToast } from './toasts';

vi.mock('react-toastify', () => ({
  toast: { error: vi.fn(), success: vi.fn(), info: vi.fn(), dismiss: vi.fn() },
}));

const request: ApiRequest = {
  method: 'POST',
  url: 'x',
  href: '/api/x',
  data: undefined,
  headers: {},
  responseType: 'json',
};

function httpError(data: unknown, status = 400): ApiError {
  return new ApiError(`Request failed with status code ${status}`, request, { data, status, headers: {} });
}

describe('error toast (spec section 8)', () => {
  beforeEach(() => vi.mocked(toast.error).mockClear());

  it('a string message gives one toast', async () => {
    expect(errorToast(httpError({ message: 'Invalid email or password.' }))).toEqual([
      'Invalid email or password.',
    ]);
    await vi.waitFor(() => expect(toast.error).toHaveBeenCalledTimes(1));
    expect(toast.error).toHaveBeenCalledWith('Invalid email or password.');
  });

  it('an object holding an error list gives one toast per item', async () => {
    errorToast(httpError({ message: { errors: ['First problem', 'Second problem'] } }));
    await vi.waitFor(() =>
      expect(vi.mocked(toast.error).mock.calls).toEqual([['First problem'], ['Second problem']]),
    );
  });

  it('a list as the message gives one toast per item', () => {
    expect(errorMessages(httpError({ message: ['One', 'Two'] }))).toEqual(['One', 'Two']);
  });

  it('any other object gives one toast per key, the key shown only when longer than 2 characters', async () => {
    const messages = errorToast(
      httpError({
        message: { password: ['Password is too common'], id: ['Invalid id'], email: ['Taken', 'Bad'] },
      }),
    );
    expect(messages).toEqual(['password: Password is too common', 'Invalid id', 'email: Taken, Bad']);
    await vi.waitFor(() => expect(toast.error).toHaveBeenCalledTimes(3));
  });

  it('falls back to response.data.error', () => {
    expect(errorToast(httpError({ error: 'Forbidden' }, 403))).toEqual(['Forbidden']);
  });

  it('falls back to "Error: " and the error message (network failures)', () => {
    expect(errorToast(new ApiError('Network Error', request))).toEqual(['Error: Network Error']);
    expect(errorMessages(new TypeError('Failed to fetch'))).toEqual(['Error: Failed to fetch']);
  });

  it('prefers message over error when both exist, and shows nothing for an empty error', () => {
    expect(errorMessages(httpError({ message: 'From message', error: 'From error' }))).toEqual([
      'From message',
    ]);
    expect(errorMessages({})).toEqual([]);
  });
});

describe('success toast', () => {
  it('shows the server message, from an API response or a body', () => {
    expect(successToast({ data: { message: 'Saved.' } })).toBe('Saved.');
    expect(successToast({ message: 'Done.' })).toBe('Done.');
    // A body whose `data` is the saved item (no message of its own) still shows the body's text.
    expect(successToast({ data: { id: 7, name: 'warehouse' }, message: 'Job alert created.' })).toBe(
      'Job alert created.',
    );
  });

  it('defaults to the spec text', async () => {
    expect(successToast(undefined)).toBe(DEFAULT_SUCCESS);
    expect(DEFAULT_SUCCESS).toBe('✅ Operation Successful');
    await vi.waitFor(() => expect(toast.success).toHaveBeenLastCalledWith('✅ Operation Successful'));
  });
});
