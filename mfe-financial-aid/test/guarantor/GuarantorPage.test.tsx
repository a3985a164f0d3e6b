/**
 * Guarantor Information: the form (the shared schema's rules beside the fields and in the error
 * summary: a personal e-mail, 21 or older), the check screen, submit, then "Guarantor updated" with
 * the state; refused before a loan is accepted; read-only once confirmed — English and Chinese, axe.
 */
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe, toHaveNoViolations } from 'jest-axe';
import { MemoryRouter } from 'react-router-dom';
import type { GuarantorDetails, GuarantorView } from '@portal/contracts/financial-aid/guarantor';
import { http } from '@portal/http/client';
import { notificationStore } from '@portal/http/notifications';
import { changeLanguage } from '@portal/i18n/i18n';
import { FinancialAidRoutes } from '../../src/FinancialAidRoutes';
import { SAMPLE_GUARANTOR } from '../../../shared/contracts/test/financial-aid-samples';

expect.extend(toHaveNoViolations);
const WCAG = {
  runOnly: { type: 'tag' as const, values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] },
  rules: { 'color-contrast': { enabled: false } },
};
const ID = '3f1a3a59-2a47-4c51-9a3e-0d2b4c1c2b11';
const API = `/financial-aid/applications/${ID}/guarantor`;
const DETAILS: GuarantorDetails = SAMPLE_GUARANTOR;
const LOANS: GuarantorView['loans'] = [
  { code: 'TUITION_LOAN', category: 'TUITION_FEE_LOAN', name: { 'en-GB': 'Tuition Fee Loan', 'zh-Hans': '学费贷款' }, percent: 80, maxPercent: 90 },
];
const view = (overrides: Partial<GuarantorView> = {}): GuarantorView => ({
  available: true,
  status: null,
  details: null,
  loans: LOANS,
  invitedAt: null,
  linkExpiresAt: null,
  confirmedAt: null,
  ...overrides,
});
const INVITED = view({ status: 'INVITED', details: DETAILS, invitedAt: '2026-03-01T09:00:00.000Z', linkExpiresAt: '2026-03-15T09:00:00.000Z' });
const ok = <T,>(data: T) => ({ data, status: 200, statusText: 'OK', headers: {}, config: {} }) as never;
const apiFailure = (status: number, errors: Array<{ code: string; message: string; field?: string; params?: unknown[] }>) => ({
  isAxiosError: true,
  message: `Request failed with status code ${status}`,
  response: { status, data: { errors } },
});

function serve(answer: GuarantorView, ...puts: unknown[]) {
  jest.spyOn(http, 'get').mockImplementation(async (url) => {
    if (url === API) return ok(answer);
    throw apiFailure(404, [{ code: 'NOT_FOUND', message: '' }]);
  });
  return jest.spyOn(http, 'put').mockImplementation(async () => {
    const next = puts.length > 1 ? puts.shift() : puts[0];
    if ((next as { isAxiosError?: boolean }).isAxiosError) throw next;
    return ok(next);
  });
}
const renderPage = () =>
  render(
    <MemoryRouter initialEntries={[`/aid/${ID}/guarantor`]}>
      <main>
        <FinancialAidRoutes />
      </main>
    </MemoryRouter>,
  );
/** dd/mm/yyyy of a day 20 years ago: a guarantor born then is too young today. */
const TWENTY_YEARS_AGO = (() => {
  const today = new Date();
  return new Date(Date.UTC(today.getUTCFullYear() - 20, today.getUTCMonth(), today.getUTCDate())).toISOString().slice(0, 10).split('-').reverse().join('/');
})();
const summary = () => screen.findByRole('region', { name: 'There is a problem' });
const field = (name: RegExp) => screen.getByRole('textbox', { name });

afterEach(async () => {
  jest.restoreAllMocks();
  notificationStore.getState().clear?.();
  await act(() => changeLanguage('en-GB'));
});

it('is not offered before a package with a loan is accepted', async () => {
  serve(view({ available: false, loans: [] }));
  renderPage();
  expect(await screen.findByText('Guarantor information is needed only after you have accepted a financial aid package with a loan')).toBeInTheDocument();
  expect(screen.queryByRole('form')).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to your financial aid application' })).toHaveAttribute('href', `/aid/${ID}`);
});

it('takes the details, refuses a company e-mail and a guarantor under 21, checks, submits and says the guarantor is updated', async () => {
  const user = userEvent.setup();
  const put = serve(view(), INVITED);
  const { container } = renderPage();
  expect(await screen.findByRole('heading', { level: 1, name: 'Guarantor Information' })).toBeInTheDocument();
  expect(screen.getByRole('rowheader', { name: 'Tuition Fee Loan' })).toBeInTheDocument();
  expect(screen.getByText('80% of the subsidised tuition fee')).toBeInTheDocument();
  expect(screen.getByText('Not given yet')).toBeInTheDocument();
  expect(await axe(container, WCAG)).toHaveNoViolations();

  await user.type(field(/^Full name/), DETAILS.fullName);
  await user.selectOptions(screen.getByRole('combobox', { name: /^Identity document\b/ }), 'NRIC');
  await user.type(field(/^Identity document number/), DETAILS.idNumber);
  await user.type(field(/^Date of birth/), TWENTY_YEARS_AGO);
  await user.type(screen.getByRole('combobox', { name: /^Nationality/ }), 'singap');
  await user.keyboard('{ArrowDown}{Enter}');
  await user.selectOptions(screen.getByRole('combobox', { name: /^Relationship to you/ }), 'PARENT');
  await user.type(field(/^Personal e-mail address/), 'tan.ahkow@acme.com.sg');
  await user.type(field(/^Mobile number/), DETAILS.mobileNumber);
  await user.type(field(/^Block or house number and street/), DETAILS.address.blockStreet);
  await user.type(field(/^Postal code/), DETAILS.address.postalCode);
  await user.type(field(/^Occupation/), DETAILS.occupation);
  await user.type(field(/^Employer/), DETAILS.employer);
  await user.type(field(/^Gross monthly income/), '5200');
  await user.click(screen.getByRole('checkbox', { name: /not an undischarged bankrupt/ }));
  await user.click(screen.getByRole('button', { name: 'Continue' }));

  const problems = await summary();
  expect(within(problems).getByRole('link', { name: /must be a personal address .* not a company or institutional address/ })).toBeInTheDocument();
  expect(within(problems).getByRole('link', { name: 'A guarantor must be aged 21 or older' })).toBeInTheDocument();
  expect(field(/^Personal e-mail address/)).toHaveAccessibleDescription(/not a company or institutional address/);
  expect(await axe(container, WCAG)).toHaveNoViolations();

  await user.clear(field(/^Personal e-mail address/));
  await user.type(field(/^Personal e-mail address/), DETAILS.email);
  await user.clear(field(/^Date of birth/));
  await user.type(field(/^Date of birth/), DETAILS.dateOfBirth);
  await user.click(screen.getByRole('button', { name: 'Continue' }));

  await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Check your guarantor information' })).toHaveFocus());
  expect(screen.getByText('tan.ahkow@gmail.com')).toBeInTheDocument();
  expect(screen.getByText('Blk 123 Ang Mo Kio Avenue 3, 560123, Singapore')).toBeInTheDocument();
  expect(screen.getByText(/SGD\s?5,200\.00|S\$5,200\.00/)).toBeInTheDocument();
  expect(await axe(container, WCAG)).toHaveNoViolations();
  // Change goes back with every answer kept.
  await user.click(screen.getByRole('button', { name: 'Change Mobile number' }));
  await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Guarantor Information' })).toHaveFocus());
  expect(field(/^Mobile number/)).toHaveValue('91234567');
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  await screen.findByRole('heading', { level: 1, name: 'Check your guarantor information' });
  expect(put).not.toHaveBeenCalled();

  await user.click(screen.getByRole('button', { name: 'Submit and e-mail the guarantor' }));
  await waitFor(() => expect(screen.getByRole('alert', { name: 'Guarantor updated' })).toHaveFocus());
  expect(screen.getByText('We have e-mailed TAN AH KOW at tan.ahkow@gmail.com a link to confirm as your guarantor. We have also sent you an e-mail.')).toBeInTheDocument();
  expect(screen.getByText('Waiting for the guarantor to confirm')).toBeInTheDocument();
  expect(put).toHaveBeenCalledWith(API, { details: { ...DETAILS, address: { ...DETAILS.address, unit: '' }, grossMonthlyIncome: '5200' } });
  expect(await axe(container, WCAG)).toHaveNoViolations();
}, 60_000);

it('shows the API’s refusal beside the field, back on the form', async () => {
  const user = userEvent.setup();
  serve(INVITED, apiFailure(400, [{ code: 'GUARANTOR_PERSONAL_EMAIL', message: '', field: 'details.email' }]));
  renderPage();
  expect(await screen.findByText(/We e-mailed your guarantor a link on/)).toBeInTheDocument();
  expect(screen.getByText(/we send your guarantor a new link and the earlier link stops working/)).toBeInTheDocument();
  expect(field(/^Full name/)).toHaveValue('TAN AH KOW');
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  await user.click(await screen.findByRole('button', { name: 'Submit and e-mail the guarantor' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Guarantor Information' })).toBeInTheDocument();
  expect(field(/^Personal e-mail address/)).toHaveAccessibleDescription(/not a company or institutional address/);
});

it('shows a confirmed guarantor without a form, in Chinese', async () => {
  serve(view({ available: false, status: 'CONFIRMED', details: DETAILS, invitedAt: '2026-03-01T09:00:00.000Z', confirmedAt: '2026-03-02T09:00:00.000Z' }));
  await act(() => changeLanguage('zh-Hans'));
  const { container } = renderPage();
  expect(await screen.findByRole('heading', { level: 1, name: '担保人资料' })).toBeInTheDocument();
  expect(screen.getByText('担保人已确认')).toBeInTheDocument();
  expect(screen.getByText(/您的担保人已于.*确认。如需更换担保人，请联系经济资助办公室。/)).toBeInTheDocument();
  expect(screen.getByRole('rowheader', { name: '学费贷款' })).toBeInTheDocument();
  expect(screen.getByText('tan.ahkow@gmail.com')).toBeInTheDocument();
  expect(screen.queryByRole('button')).not.toBeInTheDocument();
  expect(await axe(container, WCAG)).toHaveNoViolations();
});
