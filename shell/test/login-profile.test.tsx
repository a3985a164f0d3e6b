/**
 * The applicant area's Login profile: each configured provider, linked or not, with Link and Unlink
 * buttons named for their provider, the outcome of a link coming back from the provider, in both
 * languages, by keyboard, without accessibility violations.
 */
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe, toHaveNoViolations } from 'jest-axe';
import { MemoryRouter } from 'react-router-dom';
import { http } from '@portal/http/client';
import { changeLanguage } from '@portal/i18n/i18n';
import { LoginProfilePage } from '../src/applicant/LoginProfilePage';

expect.extend(toHaveNoViolations);

const PROFILE = {
  providers: [
    { id: 'google', name: 'Google (demo)', linked: true, email: 'tan.meiling@gmail.com' },
    { id: 'facebook', name: 'Facebook (demo)', linked: false },
  ],
  canLink: true,
};

afterEach(() => {
  jest.restoreAllMocks();
  return changeLanguage('en-GB');
});

const renderPage = (query = '') =>
  render(
    <MemoryRouter initialEntries={[`/applicant/login-profile${query}`]}>
      <main>
        <LoginProfilePage />
      </main>
    </MemoryRouter>,
  );

describe('the login profile page', () => {
  it('lists the providers, linked or not, and unlinks by keyboard', async () => {
    const user = userEvent.setup();
    const get = jest.spyOn(http, 'get').mockResolvedValue({ data: PROFILE });
    const remove = jest.spyOn(http, 'delete').mockResolvedValue({ status: 204 });
    const { container } = renderPage();
    expect(await screen.findByText('Linked tan.meiling@gmail.com')).toBeInTheDocument();
    expect(screen.getByText('Not linked')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Link Facebook (demo)' })).toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();

    const unlink = screen.getByRole('button', { name: 'Unlink Google (demo)' });
    unlink.focus();
    await user.keyboard('{Enter}');
    expect(remove).toHaveBeenCalledWith('/applicant/login-profile/google');
    await waitFor(() => expect(get).toHaveBeenCalledTimes(2));
  });

  it('says an account was linked, or why not, when the provider sends the applicant back', async () => {
    jest.spyOn(http, 'get').mockResolvedValue({ data: { ...PROFILE, providers: PROFILE.providers.map((p) => ({ ...p, linked: true })) } });
    renderPage('?linked=facebook');
    expect(await screen.findByText('You can now sign in with Facebook (demo).')).toBeInTheDocument();
  });

  it('explains a refused link, in Chinese too', async () => {
    jest.spyOn(http, 'get').mockResolvedValue({ data: PROFILE });
    const { container } = renderPage('?error=SOCIAL_LINK_TAKEN');
    expect(await screen.findByText(/This social account is already linked to another applicant/)).toBeInTheDocument();
    await act(() => changeLanguage('zh-Hans'));
    expect(await screen.findByRole('heading', { level: 1, name: '登录档案' })).toBeInTheDocument();
    expect(await screen.findByText(/此社交账户已与另一名申请人关联/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '取消关联 Google (demo)' })).toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  });
});
