import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from '@portal/contracts/messages';
import { enquiryFailureCounts } from '../src/number-enquiry/attempt-rules';
import { displayedApplicationNumber, EMPTY_ENQUIRY } from '../src/number-enquiry/NumberEnquiryForm';
import { NumberEnquiryPage } from '../src/number-enquiry/NumberEnquiryPage';
import { fullPageLoad } from '../src/shared/full-page-load';
import { apiFailure, mockPost, renderScreen, resetBetweenTests } from './support';

jest.mock('../src/shared/full-page-load', () => ({ fullPageLoad: jest.fn() }));

type User = ReturnType<typeof userEvent.setup>;
const renderEnquiry = (query = 'sid=ADM') => renderScreen(`/applicationNumber/enquiry?${query}`, '/applicationNumber/enquiry', <NumberEnquiryPage />);

const DEMO = {
  Name: 'Tan Mei Ling',
  'Date of birth': '01/01/2006',
  'NRIC/FIN': 's1234567d',
  'E-mail address': 'demo.applicant@example.edu',
  'Name of alternative contact': 'Tan Ah Kow',
  'Country code': '+65',
  Number: '9123 4567',
};

async function fill(user: User, overrides: Partial<Record<keyof typeof DEMO, string>> = {}) {
  for (const [label, value] of Object.entries({ ...DEMO, ...overrides })) {
    const field = screen.getByLabelText(label, { exact: true });
    await user.clear(field);
    if (value) await user.type(field, value);
  }
}

const submit = (user: User) => user.click(screen.getByRole('button', { name: 'Submit' }));
const notificationArea = () => screen.getByTestId('notification-area');

beforeEach(() => {
  resetBetweenTests();
  jest.mocked(fullPageLoad).mockReset();
});

describe('Online Application Number Enquiry System', () => {
  it('shows every field with its limit, the mandatory note, Back and Submit', () => {
    renderEnquiry();
    expect(screen.getByRole('heading', { level: 1, name: 'Online Application Number Enquiry System' })).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.MANDATORY_INDICATOR)).toBeInTheDocument();
    const limits: Record<string, string> = {
      Name: '200',
      'Date of birth': '10',
      'NRIC/FIN': '15',
      'E-mail address': '50',
      'Name of alternative contact': '200',
      'Country code': '4',
      'Area code (optional)': '4',
      Number: '15',
    };
    for (const [label, max] of Object.entries(limits)) expect(screen.getByLabelText(label, { exact: true })).toHaveAttribute('maxlength', max);
    for (const label of ['Country code', 'Area code (optional)', 'Number']) {
      expect(screen.getByLabelText(label, { exact: true })).toHaveAttribute('inputmode', 'numeric');
    }
    expect(screen.getByLabelText('Area code (optional)')).not.toHaveAttribute('aria-required');
    expect(screen.getByLabelText('Number', { exact: true })).toHaveAttribute('aria-required', 'true');
    expect(screen.getByRole('group', { name: /Contact number of alternative contact/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument();
  });

  it('keeps only digits in the contact number parts', async () => {
    const user = userEvent.setup();
    renderEnquiry();
    await user.type(screen.getByLabelText('Country code'), '+6a5');
    await user.type(screen.getByLabelText('Number', { exact: true }), '9123-45 67');
    expect(screen.getByLabelText('Country code')).toHaveValue('65');
    expect(screen.getByLabelText('Number', { exact: true })).toHaveValue('91234567');
  });

  it('lists every missing field in the summary, linked to the field, and sends nothing', async () => {
    const user = userEvent.setup();
    const post = mockPost('A24000001');
    renderEnquiry();
    await submit(user);
    const summary = await screen.findByRole('region', { name: 'There is a problem' });
    const links = within(summary).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['#fullName', '#dob', '#nric', '#email', '#nokName', '#countryCode', '#contactNumber']);
    expect(summary).toHaveFocus();
    expect(post).not.toHaveBeenCalled();
  });

  it('sends names and NRIC upper-cased with the system, and shows the number without its prefix', async () => {
    const user = userEvent.setup();
    const post = mockPost('A24000001');
    renderEnquiry('sid=ADM');
    await fill(user);
    await submit(user);
    await waitFor(() => expect(screen.getByRole('heading', { name: 'We found your application' })).toHaveFocus());
    expect(screen.getByText('24000001')).toBeInTheDocument();
    expect(screen.queryByText(/A24000001/)).not.toBeInTheDocument();
    expect(post).toHaveBeenCalledWith('/public/application-number/enquiry', {
      fullName: 'TAN MEI LING',
      dob: '01/01/2006',
      nric: 'S1234567D',
      email: 'demo.applicant@example.edu',
      nokName: 'TAN AH KOW',
      nokContact: { countryCode: '65', areaCode: '', contactNumber: '91234567' },
      system: 'ADM',
    });
    await user.click(screen.getByRole('button', { name: 'Okay' }));
    expect(fullPageLoad).toHaveBeenCalledWith('/login?sid=ADM&subid=ADM');
  });

  it('drops the first character of the answer, also when it arrives as JSON text', () => {
    expect(displayedApplicationNumber('A24000001')).toBe('24000001');
    expect(displayedApplicationNumber('"P24000002"')).toBe('24000002');
    expect(displayedApplicationNumber(null)).toBe('');
  });

  it('after 3 answers of "not found" hides the form and names the other routes', async () => {
    const user = userEvent.setup();
    mockPost(apiFailure(404, [{ code: 'APPNO_NOT_FOUND', message: MESSAGES.APPNO_NOT_FOUND }]));
    renderEnquiry();
    await fill(user);
    await submit(user);
    expect(await within(notificationArea()).findByText(MESSAGES.APPNO_NOT_FOUND)).toBeInTheDocument();
    expect(within(notificationArea()).getByText('You have 2 attempts left.')).toBeInTheDocument();
    await submit(user);
    expect(await within(notificationArea()).findByText('You have 1 attempt left.')).toBeInTheDocument();
    await submit(user);
    expect(await screen.findByText(MESSAGES.APPNO_MAX_ATTEMPTS)).toBeInTheDocument();
    expect(MESSAGES.APPNO_MAX_ATTEMPTS).toMatch(/hotline/);
    expect(screen.queryByLabelText('Name')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Okay' })).toBeInTheDocument();
  });

  it('puts server field errors next to the nested contact number field', async () => {
    const user = userEvent.setup();
    mockPost(apiFailure(400, [{ code: 'TOO_LONG', message: 'This answer must be 15 characters or fewer', params: [15], field: 'nokContact.contactNumber' }]));
    renderEnquiry();
    await fill(user);
    await submit(user);
    await waitFor(() => expect(screen.getByLabelText('Number', { exact: true })).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByRole('link', { name: 'Number must be 15 characters or fewer' })).toHaveAttribute('href', '#contactNumber');
  });

  it('counts a failure only when every field, the contact number included, was filled; the area code is optional', () => {
    const full = { ...EMPTY_ENQUIRY, fullName: 'A', dob: '01/01/2006', nric: 'S1', email: 'a@b.co', nokName: 'B', nokContact: { countryCode: '65', areaCode: '', contactNumber: '9' } };
    expect(enquiryFailureCounts(full)).toBe(true);
    expect(enquiryFailureCounts({ ...full, nokContact: { ...full.nokContact, contactNumber: '' } })).toBe(false);
    expect(enquiryFailureCounts({ ...full, nokContact: { ...full.nokContact, countryCode: ' ' } })).toBe(false);
    expect(enquiryFailureCounts({ ...full, nokName: '' })).toBe(false);
    expect(enquiryFailureCounts({ ...full, dob: '' })).toBe(false);
  });
});
