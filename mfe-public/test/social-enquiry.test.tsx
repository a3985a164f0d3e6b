import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from '@portal/contracts/messages';
import { setNavigator } from '@portal/http/navigation';
import { SocialEnquiryPage } from '../src/social-enquiry/SocialEnquiryPage';
import { apiFailure, mockPost, renderScreen, resetBetweenTests } from './support';

const renderEnquiry = (query = 'sid=ADM&sscid=SM2') => renderScreen(`/social-enquiry?${query}`, '/social-enquiry', <SocialEnquiryPage />);

async function fill(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Full name'), 'Tan Mei Ling');
  await user.type(screen.getByLabelText('Date of birth'), '01/01/2006');
  await user.type(screen.getByLabelText('E-mail address'), 'demo.applicant@example.edu');
}

beforeEach(resetBetweenTests);

describe('Social Account Enquiry', () => {
  it('asks for full name, date of birth (dd/mm/yyyy placeholder) and e-mail, with Submit and Back', () => {
    renderEnquiry();
    expect(screen.getByRole('heading', { level: 1, name: 'Social Account Enquiry' })).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.MANDATORY_INDICATOR)).toBeInTheDocument();
    expect(screen.getByLabelText('Date of birth')).toHaveAttribute('placeholder', 'dd/mm/yyyy');
    expect(screen.getByLabelText('Full name')).toHaveAttribute('maxlength', '200');
    expect(screen.getByLabelText('E-mail address')).toHaveAttribute('maxlength', '50');
    expect(screen.getByRole('button', { name: 'Submit' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument();
  });

  it('validates with the shared schema', async () => {
    const user = userEvent.setup();
    const post = mockPost({ sent: true });
    renderEnquiry();
    await user.type(screen.getByLabelText('Date of birth'), '01/01/2999');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const summary = await screen.findByRole('region', { name: 'There is a problem' });
    expect(within(summary).getAllByRole('link').map((l) => l.textContent)).toEqual([MESSAGES.ENTER_YOUR_FULL_NAME, MESSAGES.DATE_IN_FUTURE, MESSAGES.ENTER_EMAIL_IN_APPLICATION]);
    expect(post).not.toHaveBeenCalled();
  });

  it('sends the full name upper-cased with system and sub-system, and says an e-mail was sent', async () => {
    const user = userEvent.setup();
    const post = mockPost({ sent: true });
    renderEnquiry();
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'E-mail sent' })).toHaveFocus());
    expect(screen.getByText(MESSAGES.SOCIAL_ENQUIRY_SENT)).toBeInTheDocument();
    expect(post).toHaveBeenCalledWith('/public/b2c/socialEnq/submit', {
      fullName: 'TAN MEI LING',
      dateOfBirth: '01/01/2006',
      email: 'demo.applicant@example.edu',
      system: 'ADM',
      subSystem: 'SM2',
    });
  });

  it('server errors go to the notification area', async () => {
    const user = userEvent.setup();
    mockPost(apiFailure(429, [{ code: 'PUBLIC_TOO_MANY_ATTEMPTS', message: 'Too many attempts from your network. Please wait 1 minute and try again.' }]));
    renderEnquiry();
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await within(screen.getByTestId('notification-area')).findByText(/Too many attempts/)).toBeInTheDocument();
  });

  it('Back goes to /login', async () => {
    const user = userEvent.setup();
    const navigate = jest.fn();
    setNavigator(navigate);
    renderEnquiry();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(navigate).toHaveBeenCalledWith('/login', undefined);
  });
});
