/**
 * The forgotten password's link page (/password/reset?token=…, no sign-in) in the single-use link
 * frame: the token goes in the body; the new password is checked as the API checks it; once changed,
 * the page leads to the account's own sign-in page; an unusable link offers to ask for a new one.
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PasswordResetPage } from '../src/password-reset/PasswordResetPage';
import { apiFailure, mockPost, renderScreen, resetBetweenTests } from './support';

const TOKEN = 't'.repeat(43);
const OPENED = { email: 'demo.account@example.edu', loginPath: '/alcnsLogin?sid=CE&subid=CE' };
const renderReset = () => renderScreen(`/password/reset?token=${TOKEN}`, '/password/reset', <PasswordResetPage />);

afterEach(() => resetBetweenTests());

it('opens by the token, checks the new password, changes it and leads to the account’s sign-in page', async () => {
  const user = userEvent.setup();
  const post = mockPost(OPENED, { reset: true });
  renderReset();
  expect(await screen.findByText('demo.account@example.edu')).toBeInTheDocument();
  expect(post).toHaveBeenCalledWith('/public/password/reset/open', { token: TOKEN });

  await user.type(screen.getByLabelText(/^New password/), 'too short');
  await user.type(screen.getByLabelText(/^Confirm new password/), 'other');
  await user.click(screen.getByRole('button', { name: 'Change password' }));
  await waitFor(() => expect(screen.getByRole('region', { name: 'There is a problem' })).toHaveFocus());
  expect(post).toHaveBeenCalledTimes(1);

  await user.clear(screen.getByLabelText(/^New password/));
  await user.type(screen.getByLabelText(/^New password/), 'Harbour lanterns 4 tea!');
  await user.clear(screen.getByLabelText(/^Confirm new password/));
  await user.type(screen.getByLabelText(/^Confirm new password/), 'Harbour lanterns 4 tea!');
  await user.click(screen.getByRole('button', { name: 'Change password' }));

  await waitFor(() => expect(screen.getByRole('heading', { name: 'Your password has been changed' })).toHaveFocus());
  expect(post).toHaveBeenLastCalledWith('/public/password/reset', { token: TOKEN, password: 'Harbour lanterns 4 tea!', confirmPassword: 'Harbour lanterns 4 tea!' });
  expect(screen.getByRole('link', { name: 'Sign in with your new password' })).toHaveAttribute('href', '/alcnsLogin?sid=CE&subid=CE');
}, 20_000);

it('offers to ask for a new link when the link cannot be used', async () => {
  mockPost(apiFailure(400, [{ code: 'PASSWORD_RESET_LINK_INVALID', message: '' }]));
  renderReset();
  expect(await screen.findByRole('heading', { name: 'This link cannot be used' })).toBeInTheDocument();
  expect(screen.getByText(/This password reset link cannot be used/)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Ask for a new password reset link' })).toHaveAttribute('href', '/password/forgot');
});
