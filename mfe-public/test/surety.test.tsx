/**
 * The surety's confirmation page (/surety?token=…, no sign-in): the undertaking and the surety's own
 * details, the declaration and the typed signature, Confirm; a used and an expired link each say so —
 * in English and Chinese, with axe.
 */
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe, toHaveNoViolations } from 'jest-axe';
import type { PublicSuretyUndertaking } from '@portal/contracts/scholarship/award';
import { UNDERTAKING_WORDS } from '@portal/contracts/scholarship/undertaking-letter';
import { http } from '@portal/http/client';
import { changeLanguage } from '@portal/i18n/i18n';
import { ELIGIBLE_SURETY } from '../../shared/contracts/test/scholarship-award-sample';
import { SuretyPage } from '../src/surety/SuretyPage';
import { suretyText } from '../src/surety/surety-text';
import { apiFailure, ok, renderScreen, resetBetweenTests } from './support';

expect.extend(toHaveNoViolations);
// The shell gives every screen its main landmark; here the screen is rendered alone, so axe's "region" rule has nothing to check.
const WCAG = {
  runOnly: { type: 'tag' as const, values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] },
  rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
};
const TOKEN = 'a'.repeat(43);
const facts = { applicantName: 'TAN MEI LING', scholarshipName: 'Science and Technology Scholarship', academicYear: '2027/2028', bondYears: 6, livingAllowanceCents: 600_000, tuitionCoveragePercent: 100, guardianRequired: false };
const UNDERTAKING: PublicSuretyUndertaking = {
  applicantName: 'TAN MEI LING',
  reference: 'SCH-2027-000123',
  terms: {
    scholarshipId: 'id-1',
    code: 'SCIENCE_TECH',
    academicYear: '2027/2028',
    name: { 'en-GB': 'Science and Technology Scholarship', 'zh-Hans': '科技奖学金' },
    bondYears: 6,
    livingAllowanceCents: 600_000,
    tuitionCoveragePercent: 100,
  },
  bondYears: 6,
  liquidatedDamagesInterestPercent: 10,
  clauses: { 'en-GB': UNDERTAKING_WORDS['en-GB'].clauses(facts), 'zh-Hans': UNDERTAKING_WORDS['zh-Hans'].clauses({ ...facts, scholarshipName: '科技奖学金' }) },
  surety: ELIGIBLE_SURETY as PublicSuretyUndertaking['surety'],
  linkExpiresAt: '2026-12-10T03:00:00.000Z',
};

/**
 * The page's two calls, both POSTs with the token in the body: opening the link answers `opened`;
 * each confirmation takes the next of `confirmations` (the last one repeats).
 */
function fakeApi(opened: unknown, ...confirmations: unknown[]) {
  return jest.spyOn(http, 'post').mockImplementation(async (url) => {
    const answer = url === '/public/surety/open' ? opened : confirmations.length > 1 ? confirmations.shift() : confirmations[0];
    if ((answer as { isAxiosError?: boolean }).isAxiosError) throw answer;
    return ok(answer);
  });
}
const open = (answer: unknown) => fakeApi(answer);
const renderPage = () => renderScreen(`/surety?token=${TOKEN}`, '/surety', <SuretyPage />);

beforeAll(() => suretyText.load());
afterEach(async () => {
  resetBetweenTests();
  await changeLanguage('en-GB');
});

it('shows the undertaking and the surety’s details, and confirms with the declaration and the typed name', async () => {
  const user = userEvent.setup();
  const post = fakeApi(UNDERTAKING, apiFailure(400, [{ code: 'SURETY_SIGNATURE_MISMATCH', message: '', field: 'signatureName' }]), { confirmed: true });
  renderPage();
  expect(await screen.findByText(/TAN MEI LING has nominated you as a surety/)).toBeInTheDocument();
  expect(post).toHaveBeenCalledWith('/public/surety/open', { token: TOKEN });
  expect(screen.getByText(/interest at 10% a year, compounded/)).toBeInTheDocument();
  expect(screen.getByText('NRIC S8012345A')).toBeInTheDocument();
  expect(screen.getByText('6 years of work in Singapore after graduating')).toBeInTheDocument();
  expect(await axe(document.body, WCAG)).toHaveNoViolations();

  await user.click(screen.getByRole('button', { name: 'Confirm as surety' }));
  expect(await screen.findByRole('link', { name: 'Confirm the declaration to stand as surety' })).toBeInTheDocument();
  expect(post).toHaveBeenCalledTimes(1);

  await user.click(screen.getByRole('checkbox', { name: /I have read the undertaking/ }));
  await user.type(screen.getByRole('textbox', { name: /Your full name/ }), 'TAN AH KAU');
  await user.click(screen.getByRole('button', { name: 'Confirm as surety' }));
  expect(await screen.findByRole('link', { name: 'Type your full name exactly as the applicant gave it' })).toBeInTheDocument();

  await user.clear(screen.getByRole('textbox', { name: /Your full name/ }));
  await user.type(screen.getByRole('textbox', { name: /Your full name/ }), 'Tan Ah Kow');
  await user.click(screen.getByRole('button', { name: 'Confirm as surety' }));
  await waitFor(() => expect(screen.getByRole('heading', { name: 'Thank you: you have confirmed as a surety' })).toHaveFocus());
  expect(post).toHaveBeenLastCalledWith('/public/surety/confirm', { token: TOKEN, declaration: true, signatureName: 'Tan Ah Kow' });
}, 20_000);

it('reads in Chinese', async () => {
  open(UNDERTAKING);
  await act(() => changeLanguage('zh-Hans'));
  renderPage();
  expect(await screen.findByText(/TAN MEI LING 已提名您为其奖学金的担保人/)).toBeInTheDocument();
  expect(screen.getByText(/年利率 10% 复利/)).toBeInTheDocument();
  expect(screen.getByRole('button', { name: '确认担任担保人' })).toBeInTheDocument();
  expect(await axe(document.body, WCAG)).toHaveNoViolations();
});

it('says a used link cannot be used, and an expired one has expired (in Chinese too)', async () => {
  open(apiFailure(404, [{ code: 'SURETY_LINK_INVALID', message: '' }]));
  const view = renderPage();
  expect(await screen.findByRole('heading', { name: 'This link cannot be used' })).toBeInTheDocument();
  expect(screen.getByText(/It may already have been used\. Please ask the applicant to send you a new link\./)).toBeInTheDocument();
  expect(screen.queryByRole('button')).not.toBeInTheDocument();
  view.unmount();
  jest.restoreAllMocks();
  open(apiFailure(410, [{ code: 'SURETY_LINK_EXPIRED', message: '' }]));
  await act(() => changeLanguage('zh-Hans'));
  renderPage();
  expect(await screen.findByRole('heading', { name: '此链接已过期' })).toBeInTheDocument();
  expect(screen.getByText('此链接已过期。请联系申请人为您发送新链接。')).toBeInTheDocument();
  expect(await axe(document.body, WCAG)).toHaveNoViolations();
});

it('says a link without a token cannot be used, without asking the API', () => {
  const post = jest.spyOn(http, 'post');
  renderScreen('/surety', '/surety', <SuretyPage />);
  expect(screen.getByRole('heading', { name: 'This link cannot be used' })).toBeInTheDocument();
  expect(post).not.toHaveBeenCalled();
});
