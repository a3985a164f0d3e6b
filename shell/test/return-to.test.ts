import { safeReturnTo } from '../src/login/return-to';

describe('safeReturnTo', () => {
  it('keeps a path inside the applicant area', () => {
    expect(safeReturnTo('/applicant/payment')).toBe('/applicant/payment');
    expect(safeReturnTo('/applicant?tab=1')).toBe('/applicant?tab=1');
  });

  it.each([null, '', 'https://evil.example/applicant', '//evil.example/applicant', '/applicantx', '/logout'])('refuses %p', (value) => {
    expect(safeReturnTo(value)).toBe('/applicant');
  });
});
