/**
 * The loan guarantor's confirmation page (/guarantor?token=…, no sign-in): the loans and the
 * guarantor's own details, three declarations and the typed signature, Confirm; an unknown, an
 * expired and a used link each say so — in English and Chinese, with axe.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe, toHaveNoViolations } from 'jest-axe';
import type { PublicGuarantorRequest } from '@portal/contracts/financial-aid/guarantor';
import { http } from '@portal/http/client';
import { changeLanguage } from '@portal/i18n/i18n';
import { SAMPLE_GUARANTOR } from '../../shared/contracts/test/financial-aid-samples';
import { GuarantorPage } from '../src/guarantor/GuarantorPage';
import { guarantorText } from '../src/guarantor/guarantor-text';
import { apiFailure, ok, renderScreen, resetBetweenTests } from './support';

expect.extend(toHaveNoViolations);
// The shell gives every screen its main landmark; here the screen is rendered alone, so axe's "region" rule has nothing to check.
const WCAG = {
  runOnly: { type: 'tag' as const, values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] },
  rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
};
const TOKEN = 'b'.repeat(43);
const REQUEST: PublicGuarantorRequest = {
  applicantName: 'TAN MEI LING',
  reference: 'FA-2026-000042',
  academicYear: '2026/2027',
  loans: [
    { code: 'TUITION_LOAN', category: 'TUITION_FEE_LOAN', name: { 'en-GB': 'Tuition Fee Loan', 'zh-Hans': '学费贷款' }, percent: 80, maxPercent: 90 },
    { code: 'STUDY_LOAN', category: 'STUDY_LOAN', name: { 'en-GB': 'Study Loan', 'zh-Hans': '学习贷款' }, percent: 10, maxPercent: 10 },
  ],
  guarantor: SAMPLE_GUARANTOR,
  linkExpiresAt: '2026-03-15T09:00:00.000Z',
};
const DECLARED = { detailsCorrect: true, readLoans: true, agreeToGuarantee: true };

/** Opening answers `opened`; each confirmation takes the next of `confirmations` (the last one repeats). */
function fakeApi(opened: unknown, ...confirmations: unknown[]) {
  return jest.spyOn(http, 'post').mockImplementation(async (url) => {
    const answer = url === '/public/guarantor/open' ? opened : confirmations.length > 1 ? confirmations.shift() : confirmations[0];
    if ((answer as { isAxiosError?: boolean }).isAxiosError) throw answer;
    return ok(answer);
  });
}
const renderPage = () => renderScreen(`/guarantor?token=${TOKEN}`, '/guarantor', <GuarantorPage />);

beforeAll(() => guarantorText.load());
afterEach(async () => {
  resetBetweenTests();
  await changeLanguage('en-GB');
});

it('shows the loans and the guarantor’s details, and confirms with every declaration and the typed name', async () => {
  const user = userEvent.setup();
  const post = fakeApi(REQUEST, apiFailure(400, [{ code: 'GUARANTOR_SIGNATURE_MISMATCH', message: '', field: 'signatureName' }]), { confirmed: true });
  renderPage();
  expect(await screen.findByText(/TAN MEI LING has accepted a financial aid package with the loans below and has named you as their guarantor/)).toBeInTheDocument();
  expect(post).toHaveBeenCalledWith('/public/guarantor/open', { token: TOKEN });
  const loans = screen.getByRole('table', { name: 'Loans taken by the applicant' });
  expect(within(loans).getByRole('rowheader', { name: 'Tuition Fee Loan' })).toBeInTheDocument();
  expect(within(loans).getByText('80% of the subsidised tuition fee')).toBeInTheDocument();
  expect(screen.getByText('NRIC S7012345B')).toBeInTheDocument();
  expect(screen.getByText('Blk 123 Ang Mo Kio Avenue 3, #05-67, 560123, Singapore')).toBeInTheDocument();
  expect(screen.getByText('Parent')).toBeInTheDocument();
  expect(await axe(document.body, WCAG)).toHaveNoViolations();

  await user.click(screen.getByRole('button', { name: 'Confirm as guarantor' }));
  expect(await screen.findAllByRole('link', { name: 'Confirm every declaration to stand as guarantor' })).toHaveLength(3);
  expect(screen.getByRole('link', { name: 'Enter your full name' })).toBeInTheDocument();
  expect(post).toHaveBeenCalledTimes(1);

  for (const box of screen.getAllByRole('checkbox')) await user.click(box);
  await user.type(screen.getByRole('textbox', { name: /Your full name/ }), 'TAN AH KAU');
  await user.click(screen.getByRole('button', { name: 'Confirm as guarantor' }));
  expect(await screen.findByRole('link', { name: 'Type your full name exactly as the applicant gave it' })).toBeInTheDocument();

  await user.clear(screen.getByRole('textbox', { name: /Your full name/ }));
  await user.type(screen.getByRole('textbox', { name: /Your full name/ }), 'Tan Ah Kow{Enter}');
  await waitFor(() => expect(screen.getByRole('heading', { name: 'Thank you: you have confirmed as guarantor' })).toHaveFocus());
  expect(post).toHaveBeenLastCalledWith('/public/guarantor/confirm', { token: TOKEN, declarations: DECLARED, signatureName: 'Tan Ah Kow' });
}, 20_000);

it('reads in Chinese', async () => {
  fakeApi(REQUEST);
  await act(() => changeLanguage('zh-Hans'));
  renderPage();
  expect(await screen.findByText(/TAN MEI LING 已接受包含以下贷款的经济资助配套，并指定您为担保人/)).toBeInTheDocument();
  expect(screen.getByText('津贴后学费的 80%')).toBeInTheDocument();
  expect(screen.getByRole('rowheader', { name: '学费贷款' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: '确认担任担保人' })).toBeInTheDocument();
  expect(await axe(document.body, WCAG)).toHaveNoViolations();
});

it.each([
  [404, 'GUARANTOR_LINK_INVALID', 'This link cannot be used', /a new link been sent\. Please use the latest e-mail\./],
  [410, 'GUARANTOR_LINK_EXPIRED', 'This link has expired', /Please ask the applicant to send you a new link\./],
  [410, 'GUARANTOR_LINK_USED', 'This link has already been used', /you have confirmed as guarantor\. No further action is needed\./],
])('answers %i %s with its own message', async (status, code, title, body) => {
  fakeApi(apiFailure(status, [{ code, message: '' }]));
  renderPage();
  await waitFor(() => expect(screen.getByRole('heading', { name: title })).toHaveFocus());
  expect(screen.getByText(body)).toBeInTheDocument();
  expect(screen.queryByRole('button')).not.toBeInTheDocument();
  expect(await axe(document.body, WCAG)).toHaveNoViolations();
});

it('says an expired link has expired when confirming, in Chinese', async () => {
  const user = userEvent.setup();
  fakeApi(REQUEST, apiFailure(410, [{ code: 'GUARANTOR_LINK_EXPIRED', message: '' }]));
  await act(() => changeLanguage('zh-Hans'));
  renderPage();
  await screen.findByRole('button', { name: '确认担任担保人' });
  for (const box of screen.getAllByRole('checkbox')) await user.click(box);
  await user.type(screen.getByRole('textbox', { name: /您的全名/ }), 'TAN AH KOW');
  await user.click(screen.getByRole('button', { name: '确认担任担保人' }));
  expect(await screen.findByRole('heading', { name: '此链接已过期' })).toBeInTheDocument();
  expect(screen.getByText('此链接已过期。请联系申请人为您发送新链接。')).toBeInTheDocument();
}, 20_000);

it('says a link without a token cannot be used, without asking the API', () => {
  const post = jest.spyOn(http, 'post');
  renderScreen('/guarantor', '/guarantor', <GuarantorPage />);
  expect(screen.getByRole('heading', { name: 'This link cannot be used' })).toBeInTheDocument();
  expect(post).not.toHaveBeenCalled();
});
