/**
 * The login pages' national-identity sign-in: a link that starts the sign-in at the API with the
 * variant's system, sub-category and return path, and the message a failed sign-in comes back with,
 * in both languages, without accessibility violations.
 */
import { act, render, screen } from '@testing-library/react';
import { axe, toHaveNoViolations } from 'jest-axe';
import { MemoryRouter } from 'react-router-dom';
import { LOGIN_VARIANTS } from '@portal/contracts/systems';
import { http } from '@portal/http/client';
import { changeLanguage } from '@portal/i18n/i18n';
import { LoginPage } from '../src/login/LoginPage';

expect.extend(toHaveNoViolations);
// No social provider configured: the national identity sign-in is what these tests look at (login-social.test.tsx has the rest).
beforeEach(() => jest.spyOn(http, 'get').mockResolvedValue({ data: { providers: [] } }));
afterEach(() => {
  jest.restoreAllMocks();
  return changeLanguage('en-GB');
});

const variant = (path: string) => LOGIN_VARIANTS.find((v) => v.path === path)!;

function renderLogin(path: string, query = '') {
  return render(
    <MemoryRouter initialEntries={[`${path}${query}`]}>
      <main>
        <LoginPage variant={variant(path)} />
      </main>
    </MemoryRouter>,
  );
}

describe('sign in with national identity', () => {
  it('starts the sign-in at the API for the login variant, keeping where the applicant was going', async () => {
    renderLogin('/sm2Login', '?returnTo=%2Fapplicant%2Fadmission%2Fapply');
    const link = await screen.findByRole('link', { name: 'Sign in with national identity' });
    const href = new URL(link.getAttribute('href')!, 'http://portal.test');
    expect(href.pathname).toBe('/api/auth/oidc/national-identity/start');
    expect(Object.fromEntries(href.searchParams)).toEqual({ system: 'ADM', subCategory: 'SM2', returnTo: '/applicant/admission/apply' });
    expect(screen.getByRole('heading', { level: 2, name: 'With the national identity service' })).toBeInTheDocument();
  });

  it('never carries a return path off the applicant area', async () => {
    renderLogin('/login', '?returnTo=%2F%2Fevil.example');
    const link = await screen.findByRole('link', { name: 'Sign in with national identity' });
    expect(new URL(link.getAttribute('href')!, 'http://portal.test').searchParams.get('returnTo')).toBe('/applicant');
  });

  it('shows why a sign-in came back unfinished, in words from the catalogue', async () => {
    const { container } = renderLogin('/scaleLogin', '?sid=SCALE&subid=SCALE&error=IDENTITY_SIGN_IN_DENIED');
    expect(await screen.findByText(/You did not agree to sign in with the national identity service/)).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Sign-in was not completed');
    expect(await axe(container)).toHaveNoViolations();
  });

  it('shows nothing for a code that is not a sign-in error', async () => {
    renderLogin('/login', '?error=LOGIN_FAILED');
    await screen.findByRole('link', { name: 'Sign in with national identity' });
    expect(screen.queryByText('Sign-in was not completed')).not.toBeInTheDocument();
  });

  it('reads in Chinese', async () => {
    const { container } = renderLogin('/login', '?error=IDENTITY_SIGN_IN_FAILED');
    await act(() => changeLanguage('zh-Hans'));
    expect(await screen.findByRole('link', { name: '以国家身份认证服务登录' })).toBeInTheDocument();
    expect(await screen.findByText('我们无法确认您通过国家身份认证服务的登录。请再试一次。')).toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  });
});
