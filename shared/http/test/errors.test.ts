import { AxiosError } from 'axios';
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

  it('never shows internals for anything else', () => {
    expect(apiErrorsOf(new Error('TypeError: x is undefined'))).toEqual([{ code: 'INTERNAL_ERROR', message: expect.stringContaining('Something went wrong') }]);
  });
});
