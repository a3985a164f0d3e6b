/**
 * The financial aid console's screens: the applications list (search in the address), one
 * application with everything that happened to it and the actions its state allows, the action forms
 * checked by the shared schemas before sending (errors beside the fields and in the summary), the
 * withdrawal's check step, a decision, the year's dates and a scheme; axe in English and Chinese.
 */
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe, toHaveNoViolations } from 'jest-axe';
import { MemoryRouter, useLocation } from 'react-router-dom';
import type { AidSchemeDefinition, OfficeAidApplicationPage, OfficeAidApplicationView } from '@portal/contracts/financial-aid/office';
import { changeLanguage } from '@portal/i18n/i18n';
import { formsText } from '@portal/forms/text';
import { aidFormText } from '../../src/form/form-text';
import { FinancialAidOfficeRoutes } from '../../src/office/FinancialAidOfficeRoutes';
import { installFakeApi } from '../../../shared/http/test/helpers/fake-api';
import { WCAG } from '../../../shared/ui/test/helpers/wcag';

expect.extend(toHaveNoViolations);

const api = installFakeApi();
// The console reads the answers in the form's words (office.tsx loads these namespaces with the console).
beforeAll(() => Promise.all([aidFormText.load(), formsText.load()]));
const ID = '7c1d2e3f-4a5b-4c6d-8e7f-901234567890';
const REQUEST = '5a1d2e3f-4a5b-4c6d-8e7f-901234567891';
const APP = `/office/financial-aid/applications/${ID}`;

const row = {
  id: ID,
  reference: 'FA-2026-000001',
  applicantName: 'TAN MEI LING',
  admissionApplicationNumber: '26000001',
  academicYear: '2026/2027',
  status: 'SUBMITTED' as const,
  submittedAt: '2026-03-01T02:00:00.000Z',
  perCapitaIncomeCents: 90000,
};
const page: OfficeAidApplicationPage = { items: [row], total: 1, page: 1, pageSize: 25 };

const scheme = (code: string, category: AidSchemeDefinition['category'], fields: Partial<AidSchemeDefinition>): AidSchemeDefinition => ({
  id: `00000000-0000-4000-8000-00000000000${code.length % 10}`,
  academicYear: '2026/2027',
  code,
  category,
  name: { 'en-GB': code, 'zh-Hans': code },
  description: { 'en-GB': '', 'zh-Hans': '' },
  tiers: ['CITIZEN'],
  maxPerCapitaIncomeCents: null,
  annualAmountCents: null,
  maxPercent: null,
  active: true,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: null,
  ...fields,
});
const bursary = scheme('RC_BURSARY', 'RESIDENTIAL_COLLEGE_BURSARY', { id: '11111111-1111-4111-8111-111111111111', name: { 'en-GB': 'Residential College Bursary', 'zh-Hans': '住宿学院助学金' }, annualAmountCents: 200000 });
const loan = scheme('TUITION_LOAN', 'TUITION_FEE_LOAN', { id: '22222222-2222-4222-8222-222222222222', name: { 'en-GB': 'Tuition Fee Loan', 'zh-Hans': '学费贷款' }, maxPercent: 90 });
const closed = scheme('OLD_BURSARY', 'OTHER_BURSARY', { id: '33333333-3333-4333-8333-333333333333', annualAmountCents: 100, active: false });

const view: OfficeAidApplicationView = {
  row,
  applicant: { fullName: 'TAN MEI LING', email: 'demo.applicant@example.edu', language: 'zh-Hans' },
  tier: 'CITIZEN',
  household: { size: 4, monthlyIncomeCents: 360000, perCapitaIncomeCents: 90000 },
  sections: { financialDetails: { applicantMonthlyIncome: '0', familyMembers: [{ name: 'TAN AH KOW', relationship: 'FATHER', grossMonthlyIncome: '3600' }] } },
  documents: [{ id: 'd1', section: 'documents', documentType: 'INCOME_PROOF', fileName: 'payslip.pdf', mediaType: 'application/pdf', sizeBytes: 1000, scanStatus: 'CLEAN', uploadedAt: '2026-03-01T01:00:00.000Z' }],
  timeline: [
    { kind: 'SUBMITTED', occurredAt: '2026-03-01T02:00:00.000Z', actor: 'APPLICANT', params: { reference: 'FA-2026-000001' }, staffName: null },
    { kind: 'DOCUMENTS_REQUESTED', occurredAt: '2026-03-02T02:00:00.000Z', actor: 'OFFICE', params: { documentTypes: 'CPF_STATEMENT', dueOn: '2026-03-20' }, staffName: 'PRIYA NAIR' },
  ],
  documentRequests: [],
  requests: [],
  packages: [],
  guarantor: null,
  decisionRemarks: null,
  withdrawal: null,
  allowed: { requestDocuments: true, offerPackage: true, recordUnsuccessful: true, withdraw: true },
};

function WhereAmI() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

function renderConsole(at: string) {
  return render(
    <MemoryRouter initialEntries={[at]}>
      <main>
        <FinancialAidOfficeRoutes />
      </main>
      <WhereAmI />
    </MemoryRouter>,
  );
}

async function fill(field: HTMLElement, value: string) {
  await userEvent.clear(field);
  await userEvent.click(field);
  await userEvent.paste(value);
}

describe('the financial aid console', () => {
  it('lists the applications with their per-capita income, keeps the search in the address', async () => {
    api().on('GET /office/financial-aid/applications?', page).on('GET /office/financial-aid/applications?q=FA-2026&status=APPEAL', page);
    const { container } = renderConsole('/');
    const table = await screen.findByRole('table', { name: 'Financial aid applications' });
    expect(within(table).getByRole('link', { name: 'Open FA-2026-000001, TAN MEI LING' })).toHaveAttribute('href', `/applications/${ID}`);
    expect(within(table).getByText(/SGD\s900\.00/)).toBeInTheDocument();
    expect(await axe(container, WCAG)).toHaveNoViolations();
    await userEvent.type(screen.getByLabelText(/^Reference, admission application number/), 'FA-2026');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'APPEAL');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/?q=FA-2026&status=APPEAL');
    await waitFor(() => expect(api().requested('GET', '/office/financial-aid/applications?q=FA-2026&status=APPEAL')).toHaveLength(1));
    await act(() => changeLanguage('zh-Hans'));
    expect(await screen.findByRole('heading', { level: 1, name: '经济资助申请' })).toBeInTheDocument();
    expect(await axe(container, WCAG)).toHaveNoViolations();
  });

  it('shows one application: household, tier, answers, files, requests, packages, timeline and the actions allowed', async () => {
    api().on(`GET ${APP}`, {
      ...view,
      row: { ...row, status: 'APPEAL' },
      allowed: { requestDocuments: true, offerPackage: false, recordUnsuccessful: false, withdraw: true },
      requests: [{ id: REQUEST, kind: 'APPEAL', status: 'SUBMITTED', details: { reason: 'My father lost his job', previousStatus: 'AWARDED' }, submittedAt: '2026-03-05T02:00:00.000Z', decidedAt: null, decidedBy: null, decisionRemarks: null, documents: [] }],
      packages: [
        {
          id: 'p1',
          status: 'OFFERED',
          items: [{ schemeId: bursary.id, code: 'RC_BURSARY', category: 'RESIDENTIAL_COLLEGE_BURSARY', name: bursary.name, annualAmountCents: 200000, maxPercent: null }],
          replyDueOn: '2026-04-01',
          remarks: '',
          offeredAt: '2026-03-03T02:00:00.000Z',
          offeredBy: 'PRIYA NAIR',
          selection: null,
          rejectReasons: null,
          comments: null,
          respondedAt: null,
        },
      ],
      guarantor: { status: 'CONFIRMED', details: { fullName: 'LIM AH HUAT', email: 'lim.ahhuat@example.com' }, invitedAt: '2026-03-04T02:00:00.000Z', confirmedAt: '2026-03-05T02:00:00.000Z' },
    });
    const { container } = renderConsole(`/applications/${ID}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Financial aid application FA-2026-000001' })).toBeInTheDocument();
    // The guarantor in the console kit's view of a third party: the state as a tag, who, and when.
    const guarantor = screen.getByRole('region', { name: 'Guarantor' });
    expect(within(guarantor).getByText('Confirmed', { selector: '.pt-tag' })).toBeInTheDocument();
    expect(within(guarantor).getAllByText('LIM AH HUAT').length).toBeGreaterThan(0);
    expect(within(guarantor).getByText('Confirmed on', { selector: 'dt' })).toBeInTheDocument();
    const applicant = screen.getByRole('region', { name: 'Applicant' });
    expect(within(applicant).getByText('Singapore citizens')).toBeInTheDocument();
    expect(within(applicant).getByText(/SGD\s3,600\.00/)).toBeInTheDocument();
    const actions = screen.getByRole('navigation', { name: 'Actions' });
    expect(within(actions).getAllByRole('link').map((link) => link.textContent)).toEqual(['Request documents', 'Withdraw on loss of eligibility']);
    expect(screen.getByRole('link', { name: 'Decide this appeal' })).toHaveAttribute('href', `/applications/${ID}/requests/${REQUEST}`);
    expect(screen.getByText('My father lost his job')).toBeInTheDocument();
    expect(screen.getByText('Residential College Bursary (RC_BURSARY)')).toBeInTheDocument();
    expect(screen.getByText(/SGD\s2,000\.00 for the year/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download payslip.pdf' })).toHaveAttribute('href', expect.stringContaining(`${APP}/documents/d1/content`));
    expect(within(screen.getByRole('region', { name: 'The application as submitted' })).getByRole('heading', { name: 'Family member 1' })).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'The application as submitted' })).getByText('TAN AH KOW')).toBeInTheDocument();
    expect(screen.getByText('Documents requested, due by 20/03/2026')).toBeInTheDocument();
    expect(await axe(container, WCAG)).toHaveNoViolations();
    await act(() => changeLanguage('zh-Hans'));
    expect(await screen.findByRole('heading', { level: 1, name: '经济资助申请 FA-2026-000001' })).toBeInTheDocument();
    expect(screen.getByText('要求补交文件，截止日期2026年3月20日')).toBeInTheDocument();
    expect(await axe(container, WCAG)).toHaveNoViolations();
  });

  it('checks a request for documents with the shared schema, then sends it with the date as YYYY-MM-DD', async () => {
    api().on(`GET ${APP}`, view).on(`POST ${APP}/document-requests`, { ...view, row: { ...row, status: 'ADDITIONAL_DOCUMENTS_REQUIRED' } });
    const { container } = renderConsole(`/applications/${ID}/request-documents`);
    await userEvent.click(await screen.findByRole('button', { name: 'Send the request' }));
    const summary = await screen.findByRole('region', { name: 'There is a problem' });
    expect(within(summary).getByRole('link', { name: 'Choose at least one document to ask for' })).toHaveAttribute('href', '#documentTypes-INCOME_PROOF');
    expect(api().requested('POST', `${APP}/document-requests`)).toHaveLength(0);
    expect(await axe(container, WCAG)).toHaveNoViolations();
    await userEvent.click(screen.getByLabelText('CPF statement'));
    // The applicant reads the portal in Chinese: the box says so, so the officer writes in it (issue 35).
    expect(screen.getByLabelText(/^Message to the applicant/)).toHaveAccessibleDescription(
      /^Say exactly what is needed\. The applicant reads this in the e-mail and in the portal\. The applicant reads the portal and its e-mails in Chinese: write in Chinese\./,
    );
    await fill(screen.getByLabelText(/^Message to the applicant/), 'Your CPF statement for 2025');
    await fill(screen.getByLabelText(/^Due by/), '31/12/2099');
    await userEvent.click(screen.getByRole('button', { name: 'Send the request' }));
    await waitFor(() => expect(api().requested('POST', `${APP}/document-requests`)).toHaveLength(1));
    expect(api().requested('POST', `${APP}/document-requests`)[0]!.body).toEqual({ documentTypes: ['CPF_STATEMENT'], message: 'Your CPF statement for 2025', dueOn: '2099-12-31' });
    expect(await screen.findByText('The request for documents has been sent to the applicant.')).toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent(`/applications/${ID}`);
  });

  it("offers a package of the year's active schemes for the tier, amounts in dollars, and shows the server's refusals on the fields", async () => {
    let calls = 0;
    api()
      .on(`GET ${APP}`, view)
      .on('GET /office/financial-aid/schemes?academicYear=2026%2F2027', [bursary, loan, closed])
      .on(`POST ${APP}/package`, () => {
        calls += 1;
        return calls === 1 ? { status: 400, body: { errors: [{ code: 'AID_MAX_PERCENT_OUT_OF_RANGE', message: 'x', field: 'items[1].maxPercent' }] } } : { ...view, row: { ...row, status: 'AWARDED' } };
      });
    const { container } = renderConsole(`/applications/${ID}/package`);
    expect(await screen.findByLabelText(/Include|Residential College Bursary \(RC_BURSARY\)/)).toBeInTheDocument();
    expect(screen.queryByText(/OLD_BURSARY/)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Offer the package' }));
    expect(await screen.findByRole('region', { name: 'There is a problem' })).toBeInTheDocument();
    expect(api().requested('POST', `${APP}/package`)).toHaveLength(0);
    await userEvent.click(screen.getByLabelText(/Residential College Bursary \(RC_BURSARY\)/));
    await userEvent.click(screen.getByLabelText(/Tuition Fee Loan \(TUITION_LOAN\)/));
    await fill(screen.getByLabelText(/^Amount for the year \(SGD\) for Residential College Bursary/), '1500.50');
    await fill(screen.getByLabelText(/^Maximum percent for Tuition Fee Loan/), '80');
    await fill(screen.getByLabelText(/^Reply due by/), '31/12/2099');
    expect(await axe(container, WCAG)).toHaveNoViolations();
    await userEvent.click(screen.getByRole('button', { name: 'Offer the package' }));
    await waitFor(() => expect(api().requested('POST', `${APP}/package`)).toHaveLength(1));
    expect(api().requested('POST', `${APP}/package`)[0]!.body).toEqual({
      items: [
        { schemeId: bursary.id, annualAmountCents: 150050, maxPercent: null },
        { schemeId: loan.id, annualAmountCents: null, maxPercent: 80 },
      ],
      replyDueOn: '2099-12-31',
      remarks: '',
    });
    expect(await screen.findByText(/Enter a whole percent from 1 to 90/, { selector: '.pt-error-message, .pt-error-message *' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Offer the package' }));
    expect(await screen.findByText('The package has been offered to the applicant.')).toBeInTheDocument();
  });

  it('asks once more before a final withdrawal', async () => {
    api().on(`GET ${APP}`, view).on(`POST ${APP}/withdraw`, { ...view, row: { ...row, status: 'WITHDRAWN' } });
    const { container } = renderConsole(`/applications/${ID}/withdraw`);
    await userEvent.click(await screen.findByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('link', { name: 'Enter why the applicant is no longer eligible' })).toBeInTheDocument();
    await fill(screen.getByLabelText(/^Why is the applicant no longer eligible/), 'No longer enrolled');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { name: 'Check before you withdraw' })).toBeInTheDocument();
    expect(screen.getByText(/Withdrawal is final/)).toBeInTheDocument();
    expect(api().requested('POST', `${APP}/withdraw`)).toHaveLength(0);
    expect(await axe(container, WCAG)).toHaveNoViolations();
    await userEvent.click(screen.getByRole('button', { name: 'Withdraw the application' }));
    await waitFor(() => expect(api().requested('POST', `${APP}/withdraw`)).toHaveLength(1));
    expect(api().requested('POST', `${APP}/withdraw`)[0]!.body).toEqual({ reason: 'No longer enrolled' });
    expect(await screen.findByText('The application has been withdrawn.')).toBeInTheDocument();
  });

  it('decides an appeal with the decisions its kind allows', async () => {
    api()
      .on(`GET ${APP}`, { ...view, requests: [{ id: REQUEST, kind: 'APPEAL', status: 'SUBMITTED', details: {}, submittedAt: '2026-03-05T02:00:00.000Z', decidedAt: null, decidedBy: null, decisionRemarks: null, documents: [] }] })
      .on(`POST ${APP}/requests/${REQUEST}/decision`, view);
    renderConsole(`/applications/${ID}/requests/${REQUEST}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Decide the appeal' })).toBeInTheDocument();
    const group = screen.getByRole('form', { name: 'Decide the appeal' });
    expect(within(group).getAllByRole('radio').map((radio) => (radio as HTMLInputElement).value)).toEqual(['UPHELD', 'NOT_UPHELD']);
    await userEvent.click(within(group).getByLabelText(/^Not upheld/));
    // The remarks are shown to the applicant: the box names the language they read (issue 35).
    expect(within(group).getByLabelText(/^Remarks/)).toHaveAccessibleDescription(
      /^The applicant reads these with the decision on their progress page\. The applicant reads the portal and its e-mails in Chinese: write in Chinese\./,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Record the decision' }));
    await waitFor(() => expect(api().requested('POST', `${APP}/requests/${REQUEST}/decision`)).toHaveLength(1));
    expect(api().requested('POST', `${APP}/requests/${REQUEST}/decision`)[0]!.body).toEqual({ status: 'NOT_UPHELD', remarks: '' });
    expect(await screen.findByText('The decision has been recorded and the applicant told.')).toBeInTheDocument();
  });

  it("saves the year's dates in order, typed dd/mm/yyyy", async () => {
    const suggested = { dates: { academicYear: '2027/2028', opensOn: '2027-01-15', recommendedBy: '2027-04-01', closesOn: '2027-07-31', appealClosesOn: '2028-02-20', semesterOneDisbursementOn: '2027-09-01', semesterTwoDisbursementOn: '2028-02-01' }, configured: false, updatedAt: null, updatedBy: null };
    api()
      .on('GET /office/financial-aid/years/2027-2028', suggested)
      .on('PUT /office/financial-aid/years/2027-2028', { ...suggested, configured: true, updatedAt: '2026-03-01T02:00:00.000Z', updatedBy: 'PRIYA NAIR' });
    const { container } = renderConsole('/years?academicYear=2027/2028');
    expect(await screen.findByText(/These dates are suggested/)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Applications open/)).toHaveValue('15/01/2027');
    await fill(screen.getByLabelText(/^Applications close/), '01/03/2027');
    await userEvent.click(screen.getByRole('button', { name: 'Save the dates' }));
    expect(await screen.findByRole('link', { name: 'Applications must close on or after the recommended date' })).toBeInTheDocument();
    expect(api().requested('PUT', '/office/financial-aid/years/2027-2028')).toHaveLength(0);
    expect(await axe(container, WCAG)).toHaveNoViolations();
    await fill(screen.getByLabelText(/^Applications close/), '31/08/2027');
    await userEvent.click(screen.getByRole('button', { name: 'Save the dates' }));
    await waitFor(() => expect(api().requested('PUT', '/office/financial-aid/years/2027-2028')).toHaveLength(1));
    expect(api().requested('PUT', '/office/financial-aid/years/2027-2028')[0]!.body).toMatchObject({ opensOn: '2027-01-15', closesOn: '2027-08-31' });
    expect(await screen.findByText('The dates for 2027/2028 have been saved.')).toBeInTheDocument();
  });

  it('defines a loan within its category’s limit', async () => {
    api()
      .on('POST /office/financial-aid/schemes', { status: 201, body: { ...loan, code: 'STUDY_LOAN', category: 'STUDY_LOAN', maxPercent: 10, name: { 'en-GB': 'Study Loan', 'zh-Hans': '学习贷款' } } })
      .on('GET /office/financial-aid/schemes?academicYear=2026%2F2027', [bursary]);
    const { container } = renderConsole('/schemes/new?academicYear=2026/2027');
    await fill(await screen.findByLabelText(/^Code/), 'study_loan');
    await userEvent.selectOptions(screen.getByLabelText(/^Category/), 'STUDY_LOAN');
    await fill(screen.getByLabelText(/^Name in English/), 'Study Loan');
    await fill(screen.getByLabelText(/^Name in Chinese/), '学习贷款');
    await userEvent.click(screen.getByLabelText('Singapore citizens'));
    await fill(screen.getByLabelText(/^Maximum percent of the subsidised tuition fee/), '20');
    await userEvent.click(screen.getByRole('button', { name: 'Define the scheme' }));
    expect(await screen.findByRole('link', { name: /Enter a whole percent from 1 to 90/ })).toBeInTheDocument();
    expect(await axe(container, WCAG)).toHaveNoViolations();
    await fill(screen.getByLabelText(/^Maximum percent of the subsidised tuition fee/), '10');
    await userEvent.click(screen.getByRole('button', { name: 'Define the scheme' }));
    await waitFor(() => expect(api().requested('POST', '/office/financial-aid/schemes')).toHaveLength(1));
    expect(api().requested('POST', '/office/financial-aid/schemes')[0]!.body).toMatchObject({ academicYear: '2026/2027', code: 'STUDY_LOAN', category: 'STUDY_LOAN', tiers: ['CITIZEN'], maxPercent: 10, annualAmountCents: null });
    expect(await screen.findByText('Study Loan has been defined.')).toBeInTheDocument();
  });
});
