/**
 * Social sign-in in the shell: the login pages' provider links, the sid/sscid deep link from the
 * social-account enquiry's e-mail, and Setup Login Profile (verify an e-mail address by code, then
 * linked and signed in), in both languages, used by keyboard alone, without accessibility violations.
 */
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe, toHaveNoViolations } from 'jest-axe';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { LOGIN_VARIANTS } from '@portal/contracts/systems';
import { http } from '@portal/http/client';
import { changeLanguage } from '@portal/i18n/i18n';
import { LoginPage } from '../src/login/LoginPage';
import { SetupProfilePage } from '../src/login/SetupProfilePage';

expect.extend(toHaveNoViolations);

const PROVIDERS = { providers: [{ id: 'google', name: 'Google (demo)' }, { id: 'facebook', name: 'Facebook (demo)' }] };
const PENDING = { provider: 'Google (demo)', suggestedEmail: 'alex.chen@example.com', system: 'CE', subCategory: 'CE' };

afterEach(() => {
  jest.restoreAllMocks();
  return changeLanguage('en-GB');
});

/** Where the router is now, for the assertions on navigation. */
function Location() {
  const location = useLocation();
  return <p data-testid="location">{`${location.pathname}${location.search}`}</p>;
}

function renderAt(entry: string) {
  return render(
    <MemoryRouter initialEntries={[entry]}>
      <main>
        <Routes>
          {LOGIN_VARIANTS.map((variant) => (
            <Route key={variant.path} path={variant.path} element={<LoginPage variant={variant} />} />
          ))}
          <Route path="/login/setup-profile" element={<SetupProfilePage />} />
          <Route path="/applicant/*" element={<h1>Applicant area</h1>} />
        </Routes>
        <Location />
      </main>
    </MemoryRouter>,
  );
}

describe('the login page’s social sign-in', () => {
  beforeEach(() => jest.spyOn(http, 'get').mockResolvedValue({ data: PROVIDERS }));

  it('offers each configured provider, starting the sign-in at the API for the variant', async () => {
    const { container } = renderAt('/sm2Login?returnTo=%2Fapplicant%2Fadmission%2Fapply');
    const google = await screen.findByRole('link', { name: 'Sign in with Google (demo)' });
    const href = new URL(google.getAttribute('href')!, 'http://portal.test');
    expect(href.pathname).toBe('/api/auth/oidc/google/start');
    expect(Object.fromEntries(href.searchParams)).toEqual({ system: 'ADM', subCategory: 'SM2', returnTo: '/applicant/admission/apply' });
    expect(screen.getByRole('link', { name: 'Sign in with Facebook (demo)' })).toHaveAttribute('href', expect.stringContaining('/api/auth/oidc/facebook/start?'));
    expect(screen.getByRole('heading', { level: 2, name: 'With a social account' })).toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('takes the enquiry e-mail’s deep link to the variant it names, offering social sign-in first', async () => {
    renderAt('/login?sid=CE&sscid=CE');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/alcnsLogin?sid=CE&sscid=CE'));
    const google = await screen.findByRole('link', { name: 'Sign in with Google (demo)' });
    expect(new URL(google.getAttribute('href')!, 'http://portal.test').searchParams.get('system')).toBe('CE');
    expect(screen.getByText('Sign in with the social account linked to your application, as named in the e-mail we sent you.')).toBeInTheDocument();
    const headings = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(headings.indexOf('With a social account')).toBeLessThan(headings.indexOf('With the national identity service'));
  });

  it('shows why a social sign-in came back unfinished, in both languages', async () => {
    const { container } = renderAt('/login?error=SOCIAL_SIGN_IN_DENIED');
    expect(await screen.findByText(/You did not agree to sign in with your social account/)).toBeInTheDocument();
    await act(() => changeLanguage('zh-Hans'));
    expect(await screen.findByText(/您未同意以社交账户登录/)).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: '以 Google (demo) 登录' })).toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('shows no social section when no provider is configured', async () => {
    jest.spyOn(http, 'get').mockResolvedValue({ data: { providers: [] } });
    renderAt('/login');
    await screen.findByRole('link', { name: 'Sign in with national identity' });
    expect(screen.queryByRole('heading', { name: 'With a social account' })).not.toBeInTheDocument();
  });
});

describe('Setup Login Profile', () => {
  it('verifies an e-mail address by code, by keyboard alone, then signs in and goes on', async () => {
    const user = userEvent.setup();
    jest.spyOn(http, 'get').mockImplementation(async (url: string) => ({ data: url === '/auth/session' ? { authenticated: true } : PENDING }));
    const post = jest.spyOn(http, 'post').mockImplementation(async (url: string) => ({ data: url === '/public/b2c/social-profile' ? { returnTo: '/applicant/admission/apply' } : { sent: true } }));
    const { container } = renderAt('/login/setup-profile?sid=CE&subid=CE');

    expect(await screen.findByRole('heading', { level: 1, name: 'Setup Login Profile' })).toBeInTheDocument();
    expect(screen.getByText('You signed in with Google (demo), but that account is not linked to a login profile yet.')).toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
    // The provider's address is only a suggestion: it is in the field, to be changed or confirmed.
    const email = screen.getByRole('textbox', { name: /E-mail address/ });
    expect(email).toHaveValue('alex.chen@example.com');
    await user.click(email);
    await user.keyboard('{Enter}');
    expect(post).toHaveBeenCalledWith('/public/b2c/otp/generate', { email: 'alex.chen@example.com' });

    const code = await screen.findByRole('textbox', { name: /Verification code/ });
    expect(screen.getByText('We have sent a verification code to alex.chen@example.com. It is valid for 5 minutes.')).toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
    await user.click(code);
    await user.keyboard('123456{Enter}');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/applicant/admission/apply'));
    expect(post).toHaveBeenCalledWith('/public/b2c/otp/verify', { email: 'alex.chen@example.com', otp: '123456' });
    expect(post).toHaveBeenCalledWith('/public/b2c/social-profile', { email: 'alex.chen@example.com' });
  });

  it('says when no social sign-in waits any more, with the way back, in Chinese too', async () => {
    jest.spyOn(http, 'get').mockRejectedValue({ isAxiosError: true, response: { status: 404, data: { errors: [{ code: 'SOCIAL_SETUP_EXPIRED', message: 'expired' }] } } });
    const { container } = renderAt('/login/setup-profile');
    expect(await screen.findByText(/Setting up your login profile took too long/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the sign-in page' })).toHaveAttribute('href', '/login');
    await act(() => changeLanguage('zh-Hans'));
    expect(await screen.findByRole('heading', { level: 1, name: '设置登录档案' })).toBeInTheDocument();
    expect(await screen.findByText(/设置登录档案的时间过长/)).toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('reads in Chinese', async () => {
    jest.spyOn(http, 'get').mockResolvedValue({ data: PENDING });
    const { container } = renderAt('/login/setup-profile');
    await act(() => changeLanguage('zh-Hans'));
    expect(await screen.findByText('您已以 Google (demo) 登录，但该账户尚未关联任何登录档案。')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '发送验证码' })).toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  });
});
