import { AxiosError } from 'axios';
import { messagesNamespace, resolveMessage } from '@portal/i18n/messages';
import { apiErrorsOf } from '../src/errors';

const failed = (data: unknown, status = 400) =>
  new AxiosError('failed', 'ERR_BAD_REQUEST', undefined, undefined, { data, status, statusText: '', headers: {}, config: {} as never });

describe('apiErrorsOf', () => {
  it('returns the error list of the JSON error contract', () => {
    const errors = [{ code: 'OTP_INVALID', message: 'The verification code is incorrect.' }];
    expect(apiErrorsOf(failed({ errors }))).toEqual(errors);
  });

  it('parses an error body that arrived as JSON text', () => {
    expect(apiErrorsOf(failed('{"errors":[{"code":"X","message":"y"}]}'))).toEqual([{ code: 'X', message: 'y' }]);
  });

  it('names a network failure as such', () => {
    expect(apiErrorsOf(new AxiosError('Network Error', 'ERR_NETWORK'))[0]!.code).toBe('NETWORK_ERROR');
  });

  it('never shows internals for anything else', async () => {
    await messagesNamespace.load();
    const [error, ...others] = apiErrorsOf(new Error('TypeError: x is undefined'));
    expect(others).toEqual([]);
    expect(error!.code).toBe('INTERNAL_ERROR');
    // Worded from the catalogue where it is shown, in the page's language.
    expect(resolveMessage(error!.message)).toContain('Something went wrong');
    expect(error!.message).not.toContain('TypeError');
  });
});
