import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from '@portal/contracts/messages';
import { DRAFT_PREFIX, STORAGE_KEYS } from '../src/registration/b2c-storage';
import { RegisterEmailPage } from '../src/registration/RegisterEmailPage';
import { apiFailure, mockPost, renderScreen, resetBetweenTests } from './support';

type User = ReturnType<typeof userEvent.setup>;
const renderRegistration = (query = 'sid=ADM&subid=SM2') => renderScreen(`/b2c?${query}`, '/b2c', <RegisterEmailPage />);
const notificationArea = () => screen.getByTestId('notification-area');

async function sendCode(user: User, email = 'new.person@example.edu') {
  await user.clear(screen.getByLabelText('E-mail address'));
  await user.type(screen.getByLabelText('E-mail address'), email);
  await user.click(screen.getByRole('button', { name: 'Next' }));
  await screen.findByLabelText('Verification code');
}

async function enterCode(user: User, code: string) {
  await user.type(screen.getByLabelText('Verification code'), code);
  await user.click(screen.getByRole('button', { name: 'Next' }));
}

beforeEach(resetBetweenTests);

describe('Register Your Email Address', () => {
  it('stores the chosen system and sub-category from the query', () => {
    renderRegistration('sid=ADM&subid=SM2');
    expect(screen.getByRole('heading', { level: 1, name: 'Register Your Email Address' })).toBeInTheDocument();
    expect(sessionStorage.getItem(STORAGE_KEYS.system)).toBe('ADM');
    expect(sessionStorage.getItem(STORAGE_KEYS.subCategory)).toBe('SM2');
  });

  it('falls back to the default system for an unknown sid', () => {
    renderRegistration('sid=<script>&subid=bad%20value!');
    expect(sessionStorage.getItem(STORAGE_KEYS.system)).toBe('ADM');
    expect(sessionStorage.getItem(STORAGE_KEYS.subCategory)).toBe('ADM');
  });

  it('step 1 checks the e-mail address, says how long the code is valid, and sends nothing when it is wrong', async () => {
    const user = userEvent.setup();
    const post = mockPost({ sent: true });
    renderRegistration();
    expect(screen.getByText(/valid for 5 minutes/)).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail address')).toHaveAttribute('maxlength', '50');
    await user.type(screen.getByLabelText('E-mail address'), 'nobody@');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('link', { name: MESSAGES.INVALID_EMAIL })).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
  });

  it('step 1 → step 2: requests a code and moves focus to the code step', async () => {
    const user = userEvent.setup();
    const post = mockPost({ sent: true });
    renderRegistration();
    await sendCode(user, ' new.person@example.edu ');
    expect(post).toHaveBeenCalledWith('/public/b2c/otp/generate', { email: 'new.person@example.edu' });
    expect(screen.getByRole('heading', { name: /check your e-mail/i })).toHaveFocus();
    const code = screen.getByLabelText('Verification code');
    expect(code).toHaveAttribute('inputmode', 'numeric');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(code).toHaveAttribute('maxlength', '6');
    expect(screen.getAllByText(/5 minutes/).length).toBeGreaterThan(0);
  });

  it('checks the code format before sending it', async () => {
    const user = userEvent.setup();
    const post = mockPost({ sent: true });
    renderRegistration();
    await sendCode(user);
    await enterCode(user, '12a');
    expect(await screen.findByRole('link', { name: MESSAGES.INVALID_OTP_FORMAT })).toBeInTheDocument();
    expect(post).toHaveBeenCalledTimes(1);
  });

  it('a wrong code shows OTP_INVALID and clears the field', async () => {
    const user = userEvent.setup();
    mockPost({ sent: true }, apiFailure(400, [{ code: 'OTP_INVALID', message: MESSAGES.OTP_INVALID }]));
    renderRegistration();
    await sendCode(user);
    await enterCode(user, '123456');
    expect(await within(notificationArea()).findByText(MESSAGES.OTP_INVALID)).toBeInTheDocument();
    expect(screen.getByLabelText('Verification code')).toHaveValue('');
    expect(screen.getByLabelText('Verification code')).toHaveFocus();
  });

  it('too many wrong codes: the errors are shown and the field is cleared', async () => {
    const user = userEvent.setup();
    mockPost({ sent: true }, apiFailure(429, [{ code: 'OTP_TOO_MANY_FAILURES', message: 'Too many incorrect codes. Please wait 5 minutes and request a new code.' }]));
    renderRegistration();
    await sendCode(user);
    await enterCode(user, '123456');
    expect(await within(notificationArea()).findByText(/Too many incorrect codes/)).toBeInTheDocument();
    expect(screen.getByLabelText('Verification code')).toHaveValue('');
  });

  it('an expired code shows step 3; Restart returns to step 1 and the code is cleared', async () => {
    const user = userEvent.setup();
    mockPost({ sent: true }, apiFailure(400, [{ code: 'OTP_EXPIRED', message: MESSAGES.OTP_EXPIRED }]), { sent: true });
    renderRegistration();
    await sendCode(user);
    await enterCode(user, '123456');
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Your verification code has expired' })).toHaveFocus());
    expect(screen.getByText(MESSAGES.OTP_EXPIRED)).toBeInTheDocument();
    expect(screen.queryByLabelText('Verification code')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Restart' }));
    expect(screen.getByRole('heading', { name: /your e-mail address/i })).toHaveFocus();
    expect(screen.getByLabelText('E-mail address')).toHaveValue('new.person@example.edu');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByLabelText('Verification code')).toHaveValue('');
  });

  it('a verified code starts a form session: e-mail and an empty draft stored, account page with history replaced', async () => {
    const user = userEvent.setup();
    const post = mockPost({ sent: true }, { verified: true });
    renderRegistration();
    await sendCode(user);
    await enterCode(user, '123456');
    const location = await screen.findByTestId('location');
    const match = /^REPLACE \/b2c\/account\/([0-9a-f-]{36})$/.exec(location.textContent ?? '');
    expect(match).not.toBeNull();
    const formSessionId = match![1]!;
    expect(post).toHaveBeenLastCalledWith('/public/b2c/otp/verify', { email: 'new.person@example.edu', otp: '123456' });
    expect(sessionStorage.getItem(STORAGE_KEYS.email)).toBe('new.person@example.edu');
    expect(JSON.parse(sessionStorage.getItem(`${DRAFT_PREFIX}${formSessionId}`)!)).toEqual({ firstName: '', lastName: '' });
  });

  it('each verification gets a new form session id', async () => {
    const ids = new Set<string>();
    for (let i = 0; i < 2; i += 1) {
      const user = userEvent.setup();
      mockPost({ sent: true }, { verified: true });
      const view = renderRegistration();
      await sendCode(user);
      await enterCode(user, '123456');
      await waitFor(() => expect(screen.getByTestId('location').textContent).toMatch(/account/));
      ids.add(screen.getByTestId('location').textContent!);
      view.unmount();
      jest.restoreAllMocks();
    }
    expect(ids.size).toBe(2);
  });
});
