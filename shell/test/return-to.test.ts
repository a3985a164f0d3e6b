import { safeReturnTo } from '../src/login/return-to';

describe('safeReturnTo', () => {
  it('keeps a path inside the applicant area', () => {
    expect(safeReturnTo('/applicant/payment')).toBe('/applicant/payment');
    expect(safeReturnTo('/applicant?tab=1')).toBe('/applicant?tab=1');
  });

  it('keeps the identity-data screen, which has its own guard after sign-in', () => {
    expect(safeReturnTo('/singpass')).toBe('/singpass');
  });

  it.each([null, '', 'https://evil.example/applicant', '//evil.example/applicant', '/applicantx', '/singpassx', '/logout'])('refuses %p', (value) => {
    expect(safeReturnTo(value)).toBe('/applicant');
  });
});
