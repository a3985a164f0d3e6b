import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from '@portal/contracts/messages';
import { PinResetPage } from '../src/pin-reset/PinResetPage';
import { requestFailureCounts, resetFailureCounts } from '../src/pin-reset/attempt-rules';
import { prefixedApplicationNumber } from '../src/pin-reset/PinResetRequestForm';
import { fullPageLoad } from '../src/shared/full-page-load';
import { apiFailure, mockPost, renderScreen, resetBetweenTests } from './support';

jest.mock('../src/shared/full-page-load', () => ({ fullPageLoad: jest.fn() }));

const renderPinReset = (query: string) => renderScreen(`/pin/reset?${query}`, '/pin/reset', <PinResetPage />);

async function requestLink(user: ReturnType<typeof userEvent.setup>, number = '24000001', email = 'demo.applicant@example.edu') {
  await user.clear(screen.getByLabelText('Application number'));
  await user.type(screen.getByLabelText('Application number'), number);
  await user.clear(screen.getByLabelText('E-mail address'));
  await user.type(screen.getByLabelText('E-mail address'), email);
  await user.click(screen.getByRole('button', { name: 'Submit' }));
}

async function choosePin(user: ReturnType<typeof userEvent.setup>, dob = '01/01/2006', pin1 = 'Nw7pQ2xZ', pin2 = pin1) {
  for (const [label, value] of [
    ['Date of birth', dob],
    ['New PIN', pin1],
    ['Confirm new PIN', pin2],
  ] as const) {
    await user.clear(screen.getByLabelText(label));
    if (value) await user.type(screen.getByLabelText(label), value);
  }
  await user.click(screen.getByRole('button', { name: 'Submit' }));
}

const notificationArea = () => screen.getByTestId('notification-area');

beforeEach(() => {
  resetBetweenTests();
  jest.mocked(fullPageLoad).mockReset();
});

describe('PIN reset without a link', () => {
  it('shows the heading, the mandatory note, markers, limits and both buttons', () => {
    renderPinReset('sid=ADM');
    expect(screen.getByRole('heading', { level: 1, name: 'Online PIN Reset System' })).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.MANDATORY_INDICATOR)).toBeInTheDocument();
    expect(screen.getByLabelText('Application number')).toHaveAttribute('aria-required', 'true');
    expect(screen.getByLabelText('Application number')).toHaveAttribute('inputmode', 'numeric');
    expect(screen.getByLabelText('E-mail address')).toHaveAttribute('maxlength', '50');
    expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit' })).toBeInTheDocument();
  });

  it('shows every problem in the summary and next to the field, and sends nothing', async () => {
    const user = userEvent.setup();
    const post = mockPost(true);
    renderPinReset('sid=ADM');
    await user.type(screen.getByLabelText('E-mail address'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const summary = await screen.findByRole('region', { name: 'There is a problem' });
    expect(within(summary).getByRole('link', { name: MESSAGES.ENTER_APPLICATION_NUMBER })).toHaveAttribute('href', '#applicationNumber');
    expect(within(summary).getByRole('link', { name: MESSAGES.INVALID_EMAIL })).toHaveAttribute('href', '#email');
    expect(screen.getByLabelText('E-mail address')).toHaveAttribute('aria-invalid', 'true');
    expect(post).not.toHaveBeenCalled();
  });

  it.each([
    ['ADM', 'A24000001'],
    ['CE', 'P24000001'],
    ['SCALE', 'A24000001'],
    ['NOPE', 'A24000001'],
  ])('sends the number with the prefix of system %s', async (sid, sent) => {
    const user = userEvent.setup();
    const post = mockPost(true);
    renderPinReset(`sid=${sid}`);
    await requestLink(user);
    await waitFor(() => expect(post).toHaveBeenCalledTimes(1));
    expect(post).toHaveBeenCalledWith('/public/pin/reset-request', {
      applicationNumber: sent,
      email: 'demo.applicant@example.edu',
      system: sid === 'NOPE' ? 'ADM' : sid,
    });
  });

  it('does not double a prefix the applicant typed, and rejects letters', async () => {
    expect(prefixedApplicationNumber(' a24000001 ', 'ADM')).toBe('A24000001');
    expect(prefixedApplicationNumber('24000001', 'CE')).toBe('P24000001');
    expect(prefixedApplicationNumber('', 'CE')).toBe('');
    const user = userEvent.setup();
    renderPinReset('sid=ADM');
    await requestLink(user, '24X00001');
    expect(await screen.findByRole('link', { name: MESSAGES.INVALID_APPLICATION_NUMBER })).toBeInTheDocument();
  });

  it('on success says a link was e-mailed and Okay reloads the right login page', async () => {
    const user = userEvent.setup();
    mockPost(true);
    renderPinReset('sid=CE');
    await requestLink(user);
    const heading = await screen.findByRole('heading', { name: 'Check your e-mail' });
    expect(heading).toHaveFocus();
    expect(screen.queryByLabelText('Application number')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Okay' }));
    expect(fullPageLoad).toHaveBeenCalledWith('/alcnsLogin?sid=CE&subid=CE');
  });

  it('Back reloads the login page of the system', async () => {
    const user = userEvent.setup();
    renderPinReset('sid=GH');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(fullPageLoad).toHaveBeenCalledWith('/greenHarvest?sid=GH&subid=GH');
  });

  it('counts a false answer, says how many attempts are left, and hides the form after the 3rd', async () => {
    const user = userEvent.setup();
    const post = mockPost(false);
    renderPinReset('sid=ADM');
    await requestLink(user);
    expect(await within(notificationArea()).findByText(MESSAGES.PIN_RESET_MISMATCH)).toBeInTheDocument();
    expect(within(notificationArea()).getByText('You have 2 attempts left.')).toBeInTheDocument();
    await requestLink(user);
    expect(await within(notificationArea()).findByText('You have 1 attempt left.')).toBeInTheDocument();
    await requestLink(user);
    expect(await screen.findByText(MESSAGES.PIN_RESET_MAX_ATTEMPTS)).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Application number')).not.toBeInTheDocument();
    expect(screen.queryByTestId('notification-area')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the Online Application Number Enquiry System' })).toHaveAttribute(
      'href',
      '/applicationNumber/enquiry?sid=ADM',
    );
    expect(post).toHaveBeenCalledTimes(3);
    await user.click(screen.getByRole('button', { name: 'Okay' }));
    expect(fullPageLoad).toHaveBeenCalledWith('/login?sid=ADM&subid=ADM');
  });

  it('counts server errors for filled forms too (e.g. the server limit), showing them in the notification area', async () => {
    const user = userEvent.setup();
    mockPost(apiFailure(429, [{ code: 'PUBLIC_TOO_MANY_ATTEMPTS', message: 'Too many attempts from your network. Please wait 1 minute and try again.' }]));
    renderPinReset('sid=ADM');
    await requestLink(user);
    expect(await within(notificationArea()).findByText(/Too many attempts from your network/)).toBeInTheDocument();
    expect(within(notificationArea()).getByText('You have 2 attempts left.')).toBeInTheDocument();
  });

  it('puts field errors from the server next to the field', async () => {
    const user = userEvent.setup();
    mockPost(apiFailure(400, [{ code: 'INVALID_EMAIL', message: MESSAGES.INVALID_EMAIL, field: 'email' }]));
    renderPinReset('sid=ADM');
    await requestLink(user);
    const email = screen.getByLabelText('E-mail address');
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByText(MESSAGES.INVALID_EMAIL, { selector: '.pt-error-message, .pt-error-message *' })).toBeInTheDocument();
  });

  it('starts again at 0 when the screen is left and opened again', async () => {
    const user = userEvent.setup();
    mockPost(false);
    const first = renderPinReset('sid=ADM');
    await requestLink(user);
    await screen.findByText('You have 2 attempts left.');
    await requestLink(user);
    await screen.findByText('You have 1 attempt left.');
    first.unmount();
    resetBetweenTests();
    mockPost(false);
    renderPinReset('sid=ADM');
    await requestLink(user);
    expect(await screen.findByText('You have 2 attempts left.')).toBeInTheDocument();
    expect(screen.getByLabelText('Application number')).toBeInTheDocument();
  });
});

describe('PIN reset from the e-mailed link', () => {
  it('asks for the date of birth and the new PIN twice, with the format hint', () => {
    renderPinReset('sid=ADM&id=tok123');
    expect(screen.getByLabelText('Date of birth')).toHaveAttribute('maxlength', '10');
    for (const label of ['New PIN', 'Confirm new PIN']) {
      expect(screen.getByLabelText(label)).toHaveAttribute('type', 'password');
      expect(screen.getByLabelText(label)).toHaveAttribute('maxlength', '8');
      expect(screen.getByLabelText(label)).toHaveAttribute('aria-required', 'true');
    }
    expect(screen.getByLabelText('New PIN')).toHaveAccessibleDescription(
      /Use 8 letters or numbers; capital letters matter\. Do not use a simple sequence .*, a repeat .*, a common word .*, or your date of birth\./,
    );
    expect(screen.getByText(/must match your application/)).toBeInTheDocument();
  });

  it('checks the PIN format, that the PINs match and that the date is real', async () => {
    const user = userEvent.setup();
    const post = mockPost(true);
    renderPinReset('sid=ADM&id=tok123');
    await choosePin(user, '31/02/2006', 'short!', 'other');
    const summary = await screen.findByRole('region', { name: 'There is a problem' });
    expect(within(summary).getByText('Date of birth must be a real date, like 27/03/2007')).toBeInTheDocument();
    expect(within(summary).getByText(MESSAGES.INVALID_PIN)).toBeInTheDocument();
    expect(within(summary).getByText(MESSAGES.PIN_MISMATCH)).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
  });

  it.each([
    ['12345678', 'PIN_TOO_SIMPLE'],
    ['qwertyui', 'PIN_TOO_SIMPLE'],
    ['12121212', 'PIN_TOO_SIMPLE'],
    ['01012006', 'PIN_MATCHES_DATE_OF_BIRTH'],
    ['20060101', 'PIN_MATCHES_DATE_OF_BIRTH'],
  ] as const)('explains why %s is refused as the new PIN before sending anything', async (pin, code) => {
    const user = userEvent.setup();
    const post = mockPost(true);
    renderPinReset('sid=ADM&id=tok123');
    await choosePin(user, '01/01/2006', pin);
    const summary = await screen.findByRole('region', { name: 'There is a problem' });
    expect(within(summary).getAllByRole('link').map((l) => l.textContent)).toEqual([MESSAGES[code]]);
    expect(post).not.toHaveBeenCalled();
  });

  it('a PIN the server refuses as too common is shown next to the field and uses no attempt', async () => {
    const user = userEvent.setup();
    const tooCommon = apiFailure(400, [{ code: 'PIN_TOO_COMMON', message: MESSAGES.PIN_TOO_COMMON, field: 'pin1' }]);
    mockPost(tooCommon, tooCommon, tooCommon, true);
    renderPinReset('sid=ADM&id=tok123');
    for (let attempt = 0; attempt < 3; attempt++) {
      await choosePin(user, '01/01/2006', 'Sunshine');
      await waitFor(() => expect(screen.getByLabelText('New PIN')).toHaveAccessibleDescription(expect.stringContaining(MESSAGES.PIN_TOO_COMMON)));
    }
    expect(screen.queryByText(/attempts? left/)).not.toBeInTheDocument();
    await choosePin(user);
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Your PIN has been reset' })).toHaveFocus());
  });

  it('sends token, date, both PINs and system; success shows the message and Okay', async () => {
    const user = userEvent.setup();
    const post = mockPost(true);
    renderPinReset('sid=CE&id=tok123');
    await choosePin(user, '01012006');
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Your PIN has been reset' })).toHaveFocus());
    expect(post).toHaveBeenCalledWith('/public/pin/reset', { token: 'tok123', dob: '01/01/2006', pin1: 'Nw7pQ2xZ', pin2: 'Nw7pQ2xZ', system: 'CE' });
    await user.click(screen.getByRole('button', { name: 'Okay' }));
    expect(fullPageLoad).toHaveBeenCalledWith('/alcnsLogin?sid=CE&subid=CE');
  });

  it('a dead link is shown in the notification area; 3 counted failures hide the form', async () => {
    const user = userEvent.setup();
    mockPost(apiFailure(400, [{ code: 'PIN_RESET_LINK_INVALID', message: MESSAGES.PIN_RESET_LINK_INVALID }]), false, false);
    renderPinReset('sid=ADM&id=tok123');
    await choosePin(user);
    expect(await within(notificationArea()).findByText(MESSAGES.PIN_RESET_LINK_INVALID)).toBeInTheDocument();
    await choosePin(user);
    expect(await within(notificationArea()).findByText(MESSAGES.PIN_RESET_MISMATCH)).toBeInTheDocument();
    await choosePin(user);
    expect(await screen.findByText(MESSAGES.PIN_RESET_MAX_ATTEMPTS)).toBeInTheDocument();
    expect(screen.queryByLabelText('New PIN')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Okay' })).toBeInTheDocument();
  });
});

describe('which failed PIN reset requests count (spec 8)', () => {
  it('without a link: only when both fields were filled', () => {
    expect(requestFailureCounts({ applicationNumber: '24000001', email: 'a@b.co' })).toBe(true);
    expect(requestFailureCounts({ applicationNumber: '24000001', email: ' ' })).toBe(false);
    expect(requestFailureCounts({ applicationNumber: '', email: 'a@b.co' })).toBe(false);
  });

  it('with a link: only when the date and both PINs were filled and the PINs are equal', () => {
    expect(resetFailureCounts({ dob: '01/01/2006', pin1: 'Ab12Cd34', pin2: 'Ab12Cd34' })).toBe(true);
    expect(resetFailureCounts({ dob: '01/01/2006', pin1: 'Ab12Cd34', pin2: 'ab12cd34' })).toBe(false);
    expect(resetFailureCounts({ dob: '', pin1: 'Ab12Cd34', pin2: 'Ab12Cd34' })).toBe(false);
    expect(resetFailureCounts({ dob: '01/01/2006', pin1: '', pin2: '' })).toBe(false);
  });
});
