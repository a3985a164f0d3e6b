import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { MESSAGES } from '@portal/contracts/messages';
import { notificationStore } from '@portal/http/notifications';
import { AccountPage } from '../src/account/AccountPage';
import { DRAFT_PREFIX, STORAGE_KEYS } from '../src/registration/b2c-storage';
import { apiFailure, LocationProbe, mockPost, NotificationProbe, renderScreen, resetBetweenTests } from './support';

type User = ReturnType<typeof userEvent.setup>;
const ID = '3f2b6c1e-8d4a-4c2b-9e1f-0a1b2c3d4e5f';
const DRAFT_KEY = `${DRAFT_PREFIX}${ID}`;
const PASSWORD = 'Str0ng#Password';

const renderAccount = (id = ID) => renderScreen(`/b2c/account/${id}`, '/b2c/account/:formSessionId', <AccountPage />);

function startSession(draft: object | null = { firstName: '', lastName: '' }) {
  sessionStorage.setItem(STORAGE_KEYS.system, 'ADM');
  sessionStorage.setItem(STORAGE_KEYS.subCategory, 'SM2');
  sessionStorage.setItem(STORAGE_KEYS.email, 'new.person@example.edu');
  if (draft) sessionStorage.setItem(DRAFT_KEY, JSON.stringify(draft));
}

async function fillForm(user: User, password = PASSWORD, confirm = password) {
  await user.type(screen.getByLabelText('First name'), 'Mei Ling');
  await user.type(screen.getByLabelText('Last name'), 'Tan');
  await user.type(screen.getByLabelText('Password', { exact: true }), password);
  await user.type(screen.getByLabelText('Confirm password'), confirm);
}

const storedDraft = () => JSON.parse(sessionStorage.getItem(DRAFT_KEY) ?? 'null');

beforeEach(resetBetweenTests);

describe('Setup Login Profile (account creation)', () => {
  it('without a draft for the form session the user is sent to /b2c with the chosen system', () => {
    startSession(null);
    renderAccount();
    expect(screen.getByTestId('location')).toHaveTextContent('REPLACE /b2c?sid=ADM&subid=SM2');
  });

  it('without a verified e-mail the user is sent to /b2c too', () => {
    sessionStorage.setItem(DRAFT_KEY, JSON.stringify({ firstName: '', lastName: '' }));
    renderAccount();
    expect(screen.getByTestId('location')).toHaveTextContent(/\/b2c\?/);
  });

  it('restores the names from the draft (a reload) and keeps the names, never the passwords, as they are typed', async () => {
    const user = userEvent.setup();
    startSession({ firstName: 'Mei', lastName: 'Tan' });
    renderAccount();
    expect(screen.getByRole('heading', { level: 1, name: 'Setup Login Profile' })).toBeInTheDocument();
    expect(screen.getByLabelText('First name')).toHaveValue('Mei');
    expect(screen.getByLabelText('Last name')).toHaveValue('Tan');
    await user.type(screen.getByLabelText('First name'), ' Ling');
    await user.type(screen.getByLabelText('Password', { exact: true }), PASSWORD);
    await user.type(screen.getByLabelText('Confirm password'), PASSWORD);
    await waitFor(() => expect(storedDraft()).toEqual({ firstName: 'Mei Ling', lastName: 'Tan' }));
    const everything = Object.keys(sessionStorage).map((key) => sessionStorage.getItem(key)).join('\n');
    expect(everything).not.toContain(PASSWORD);
  });

  it('deletes the draft when the screen is left', () => {
    startSession({ firstName: 'Mei', lastName: 'Tan' });
    const view = renderAccount();
    expect(storedDraft()).not.toBeNull();
    view.unmount();
    expect(sessionStorage.getItem(DRAFT_KEY)).toBeNull();
    expect(sessionStorage.getItem(STORAGE_KEYS.system)).toBe('ADM');
  });

  it('shows the password rule as a hint, checks its length as the user types, and gives the character classes as advice only', async () => {
    const user = userEvent.setup();
    startSession();
    renderAccount();
    const password = screen.getByLabelText('Password', { exact: true });
    expect(password).toHaveAttribute('type', 'password');
    expect(password).toHaveAttribute('maxlength', '128');
    expect(password).toHaveAccessibleDescription(/At least 12 characters\. Do not use a common password, a simple sequence or repeat, or your name/);
    const checks = screen.getByText('Rules for your password:').nextElementSibling as HTMLElement;
    expect(checks).toHaveAttribute('aria-live', 'polite');
    const item = (name: RegExp) => within(checks).getByText(name).closest('li')!;
    expect(item(/At least 12 characters/)).toHaveTextContent('Not yet');
    expect(item(/Not a common password/)).toBeInTheDocument();
    expect(screen.getByText(/Optional: you can also add an uppercase letter, a number and a special character/)).toBeInTheDocument();
    // Lower-case words alone meet the rule: nothing is left "Not yet".
    await user.type(password, 'lantern ship');
    expect(item(/At least 12 characters/)).toHaveTextContent('Done');
    expect(within(screen.getByText('Rules for your password:').parentElement!).queryByText('Not yet')).not.toBeInTheDocument();
  });

  it('reports a short password, mismatched passwords and missing names, and sends nothing', async () => {
    const user = userEvent.setup();
    const post = mockPost({ created: true });
    startSession();
    renderAccount();
    await user.type(screen.getByLabelText('Password', { exact: true }), 'Sh0rt#Pass!');
    await user.type(screen.getByLabelText('Confirm password'), 'Sh0rt#Pass');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    const summary = await screen.findByRole('region', { name: 'There is a problem' });
    expect(within(summary).getAllByRole('link').map((l) => l.textContent)).toEqual([
      MESSAGES.ENTER_FIRST_NAME,
      MESSAGES.ENTER_LAST_NAME,
      MESSAGES.INVALID_PASSWORD,
      MESSAGES.PASSWORD_MISMATCH,
    ]);
    expect(post).not.toHaveBeenCalled();
  });

  it.each([
    ['abcdefghijkl', 'PASSWORD_TOO_SIMPLE'],
    ['111111111111', 'PASSWORD_TOO_SIMPLE'],
    ['MeiLing.New.Person', 'PASSWORD_HAS_PERSONAL_DETAILS'],
  ] as const)('explains why %s is refused before sending anything', async (password, code) => {
    const user = userEvent.setup();
    const post = mockPost({ created: true });
    startSession();
    renderAccount();
    await fillForm(user, password);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    const summary = await screen.findByRole('region', { name: 'There is a problem' });
    expect(within(summary).getAllByRole('link').map((l) => l.textContent)).toEqual([MESSAGES[code]]);
    expect(post).not.toHaveBeenCalled();
  });

  it('sends a long password without any character classes', async () => {
    const user = userEvent.setup();
    const post = mockPost({ created: true });
    startSession();
    renderAccount();
    await fillForm(user, 'correct horse battery staple');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Account registered' })).toHaveFocus());
    expect(post).toHaveBeenCalledWith('/public/b2c/account/submit', expect.objectContaining({ password: 'correct horse battery staple' }));
  });

  it('creates the account with upper-cased names and the stored e-mail, system and sub-category; then acknowledges', async () => {
    const user = userEvent.setup();
    const post = mockPost({ created: true });
    startSession();
    renderAccount();
    await fillForm(user);
    act(() => notificationStore.getState().showErrors([{ code: 'OLD', message: 'an old problem' }]));
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Account registered' })).toHaveFocus());
    expect(post).toHaveBeenCalledWith('/public/b2c/account/submit', {
      firstName: 'MEI LING',
      lastName: 'TAN',
      password: PASSWORD,
      confirmPassword: PASSWORD,
      email: 'new.person@example.edu',
      system: 'ADM',
      systemSubCategory: 'SM2',
    });
    expect(screen.getByText(/confirmation e-mail/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Sign in to Senior Middle/ })).toHaveAttribute('href', '/sm2Login?sid=ADM&subid=SM2');
    expect(sessionStorage.getItem(DRAFT_KEY)).toBeNull();
    expect(screen.queryByTestId('notification-area')).not.toBeInTheDocument();
  });

  it('an existing account or an expired registration is reported in the notification area', async () => {
    const user = userEvent.setup();
    mockPost(
      apiFailure(409, [{ code: 'ACCOUNT_EXISTS', message: MESSAGES.ACCOUNT_EXISTS }]),
      apiFailure(403, [{ code: 'REGISTRATION_EXPIRED', message: MESSAGES.REGISTRATION_EXPIRED }]),
    );
    startSession();
    renderAccount();
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await within(screen.getByTestId('notification-area')).findByText(MESSAGES.ACCOUNT_EXISTS)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await within(screen.getByTestId('notification-area')).findByText(MESSAGES.REGISTRATION_EXPIRED)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Register your e-mail address again' })).toHaveAttribute('href', '/b2c?sid=ADM&subid=SM2');
    expect(storedDraft()).toEqual({ firstName: 'Mei Ling', lastName: 'Tan' });
  });

  it("server field errors, such as the server's common-password check, go next to the field", async () => {
    const user = userEvent.setup();
    mockPost(apiFailure(400, [{ code: 'PASSWORD_TOO_COMMON', message: MESSAGES.PASSWORD_TOO_COMMON, field: 'password' }]));
    startSession();
    renderAccount();
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(screen.getByLabelText('Password', { exact: true })).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByLabelText('Password', { exact: true })).toHaveAccessibleDescription(expect.stringContaining(MESSAGES.PASSWORD_TOO_COMMON));
  });

  it('a different form session id has no draft, even when another one exists', () => {
    startSession();
    render(
      <MemoryRouter initialEntries={['/b2c/account/another-id']}>
        <NotificationProbe />
        <Routes>
          <Route path="/b2c/account/:formSessionId" element={<AccountPage />} />
          <Route path="*" element={<LocationProbe />} />
        </Routes>
      </MemoryRouter>,
    );
    expect(screen.getByTestId('location')).toHaveTextContent('/b2c?sid=ADM&subid=SM2');
  });
});
