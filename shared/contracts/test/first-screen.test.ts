import { personalAnswersForPage, remoteForPage, shellAreaForPage } from '@portal/contracts/first-screen';

describe('which code draws a page (the server preloads it with the page)', () => {
  it.each([
    ['/pin/reset', { remote: 'mfe_public', expose: 'app', basename: '/' }],
    ['/b2c', { remote: 'mfe_public', expose: 'app', basename: '/' }],
    ['/b2c/account/abc', { remote: 'mfe_public', expose: 'app', basename: '/' }],
    ['/applicant/admission/applications/A1/sections/personalStatement', { remote: 'mfe_admission', expose: 'app', basename: '/applicant/admission' }],
    ['/applicant/financial-aid', { remote: 'mfe_financial_aid', expose: 'app', basename: '/applicant/financial-aid' }],
    ['/office/payment/fees', { remote: 'mfe_payment', expose: 'office', basename: '/office/payment' }],
    ['/FinancialAidCalculator', { remote: 'mfe_financial_aid', expose: 'calculator', basename: '/FinancialAidCalculator' }],
  ])('%s is drawn by a remote', (pathname, remote) => {
    expect(remoteForPage(pathname)).toEqual(remote);
  });

  it.each(['/login', '/applicant', '/applicant/login-profile', '/office', '/pin/resetx', '/b2cx', '/applicant/admissions'])('%s is the shell\'s own', (pathname) => {
    expect(remoteForPage(pathname)).toBeNull();
  });

  it('names the shell\'s area of a page', () => {
    expect(shellAreaForPage('/login')).toBe('sign-in');
    expect(shellAreaForPage('/scaleLogin')).toBe('sign-in');
    expect(shellAreaForPage('/applicant/payment')).toBe('applicant-area');
    expect(shellAreaForPage('/singpass')).toBe('applicant-area');
    expect(shellAreaForPage('/office/staff')).toBe('office-area');
    expect(shellAreaForPage('/pin/reset')).toBeNull();
  });
});

describe('the applicant\'s data a page carries', () => {
  it('lists what the dashboard and a form section ask for first', () => {
    expect(personalAnswersForPage('/applicant')).toEqual(['/api/applicant/applications', '/api/applicant/action-items']);
    expect(personalAnswersForPage('/applicant/admission/applications/A2700002/sections/personalStatement')).toEqual([
      '/api/applicant/applications',
      '/api/admission/applications/A2700002/form',
      '/api/admission/applications/A2700002/sections/personalStatement',
    ]);
    // Every long form's section: its task list and the section's draft, where that remote asks for them.
    expect(personalAnswersForPage('/applicant/scholarship/applications/42/sections/essay')).toEqual([
      '/api/applicant/applications',
      '/api/scholarship/applications/42',
      '/api/scholarship/applications/42/sections/essay',
    ]);
    expect(personalAnswersForPage('/applicant/financial-aid/applications/7/sections/household')).toEqual([
      '/api/applicant/applications',
      '/api/financial-aid/applications/7',
      '/api/financial-aid/applications/7/sections/household',
    ]);
  });

  it('carries nothing for public pages, and nothing built from an address it does not recognise', () => {
    expect(personalAnswersForPage('/login')).toEqual([]);
    expect(personalAnswersForPage('/applicant/admission/applications/..%2f..%2fx/sections/a')).toEqual(['/api/applicant/applications']);
  });
});
