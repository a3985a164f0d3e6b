import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe, toHaveNoViolations } from 'jest-axe';
import type { AidAnswers } from '@portal/contracts/financial-aid/api';
import { changeLanguage } from '@portal/i18n/i18n';
import { installFakeFormApi } from '../../shared/forms/test/helpers/fake-form-api';
import { WCAG } from '../../shared/ui/test/helpers/wcag';
import { API, APPLICATION_ID, CLOSED_DATES, aidForm, completed } from './helpers/samples';
import { renderRoutes } from './helpers/render';

expect.extend(toHaveNoViolations);
const api = installFakeFormApi();

const answers: AidAnswers = {
  sections: [
    { id: 'personalDetails', state: 'COMPLETED', data: { housingType: 'HDB_4_ROOM', housingTypeOther: '', housingOwnership: 'OWNED', maritalStatus: 'SINGLE', mobileNumber: '91234567' } },
    {
      id: 'financialDetails',
      state: 'COMPLETED',
      data: {
        aidSought: ['BURSARY', 'TUITION_FEE_LOAN'],
        applicantMonthlyIncome: '0',
        familyMembers: [
          { name: 'TAN AH KOW', relationship: 'FATHER', age: '52', occupation: 'Taxi driver', employmentStatus: 'EMPLOYED', grossMonthlyIncome: '3500' },
          { name: 'LIM SOK HOON', relationship: 'MOTHER', age: '49', occupation: 'Clerk', employmentStatus: 'EMPLOYED', grossMonthlyIncome: '2500' },
          { name: 'TAN MEI QI', relationship: 'SIBLING', age: '15', occupation: 'Student', employmentStatus: 'STUDENT', grossMonthlyIncome: '0' },
        ],
      },
    },
    { id: 'otherFinancialDetails', state: 'IN_PROGRESS', data: { hasMedicalConditions: 'YES', medicalConditions: [{ person: 'Father', condition: 'Diabetes', monthlyBill: '120' }] } },
  ],
  documents: [
    { id: 'd1', section: 'documents', documentType: 'INCOME_PROOF', fileName: 'payslip.pdf', mediaType: 'application/pdf', sizeBytes: 20_000, scanStatus: 'CLEAN', uploadedAt: '2027-01-21T02:00:00.000Z' },
  ] as AidAnswers['documents'],
};

const timeline = [
  { kind: 'CREATED', occurredAt: '2027-01-20T02:00:00.000Z', actor: 'APPLICANT', params: { admissionApplicationNumber: '27000001' } },
  { kind: 'DOCUMENTS_REQUESTED', occurredAt: '2027-02-20T02:00:00.000Z', actor: 'OFFICE', params: { documentTypes: 'INCOME_PROOF,CPF_STATEMENT', dueOn: '2027-03-06' } },
  { kind: 'REQUEST_DECIDED', occurredAt: '2027-03-20T02:00:00.000Z', actor: 'OFFICE', params: { kind: 'APPEAL', status: 'UPHELD' } },
  { kind: 'WITHDRAWN', occurredAt: '2027-04-20T02:00:00.000Z', actor: 'APPLICANT', params: { by: 'APPLICANT' } },
];

function serve(form = aidForm()) {
  api().on(`GET ${API}`, form).on(`GET ${API}/answers`, answers).on(`GET ${API}/timeline`, timeline);
}

describe('Task list', () => {
  it('lists the six sections with their states, the admission application, the tier, the dates, the household and the history', async () => {
    serve();
    renderRoutes(`/applications/${APPLICATION_ID}`);
    expect(await screen.findByRole('heading', { level: 1, name: /Your financial aid application/ })).toBeInTheDocument();
    expect(screen.getByText(/For admission application 27000001\. Assessed as: Singapore citizen\./)).toBeInTheDocument();
    expect(screen.getByText(/We recommend that you submit by \d\d\/\d\d\/\d{4}\. Applications close on/)).toBeInTheDocument();
    expect(screen.getByText('You have completed 2 of 6 sections.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Financial details' })).toHaveAttribute('href', `/applications/${APPLICATION_ID}/sections/financialDetails`);
    expect(screen.getByRole('link', { name: 'Upload documents' })).toHaveAccessibleDescription('Not started');
    expect(within(screen.getByTestId('household-figures')).getByText(/SGD\s1,500\.00 a month/)).toBeInTheDocument();
    expect(await screen.findByText('Financial aid application started for admission application 27000001')).toBeInTheDocument();
    expect(screen.getByText(/asked for documents \(proof of income, CPF contribution history\) by 06\/03\/2027/)).toBeInTheDocument();
    expect(screen.getByText('Appeal decided: upheld')).toBeInTheDocument();
    expect(screen.getByText('Financial aid application withdrawn (by you)')).toBeInTheDocument();
    expect(await axe(document.body, WCAG)).toHaveNoViolations();
  });

  it('words the history in Chinese', async () => {
    serve();
    await act(() => changeLanguage('zh-Hans'));
    renderRoutes(`/applications/${APPLICATION_ID}`);
    expect(await screen.findByText('经济资助办公室要求您在2027年3月6日或之前提交文件（收入证明、公积金缴交记录）')).toBeInTheDocument();
    expect(screen.getByText('申诉已有结果：获接纳')).toBeInTheDocument();
    expect(screen.getByText('经济资助申请已撤回（由您撤回）')).toBeInTheDocument();
  });

  it('shows a submitted application as sent, read-only, with its copies, history and the way to its progress', async () => {
    serve(aidForm({ status: 'SUBMITTED', reference: 'FA-2027-000001' }));
    renderRoutes(`/applications/${APPLICATION_ID}`);
    expect(await screen.findByText('Reference FA-2027-000001')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View the progress of your financial aid application' })).toHaveAttribute('href', `/aid/${APPLICATION_ID}`);
    expect(screen.getByRole('link', { name: 'Download a copy in English (PDF)' })).toHaveAttribute('href', expect.stringContaining(`/financial-aid/applications/${APPLICATION_ID}/pdf?lang=en-GB`));
    const financial = await screen.findByRole('region', { name: 'Financial details' });
    expect(within(financial).getByText('TAN AH KOW')).toBeInTheDocument();
    expect(within(financial).queryByRole('link', { name: 'Change Financial details' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Check your answers and submit' })).toBeNull();
  });
});

describe('Check your answers and submit', () => {
  it('shows every section, the documents and the household figures, and disables Submit with the incomplete sections named', async () => {
    serve();
    renderRoutes(`/applications/${APPLICATION_ID}/check`);
    const financial = await screen.findByRole('region', { name: 'Financial details' });
    expect(within(financial).getByText('Bursary (does not need to be repaid)')).toBeInTheDocument();
    expect(within(financial).getByRole('heading', { name: 'Family member 1' })).toBeInTheDocument();
    expect(within(financial).getByText('TAN AH KOW')).toBeInTheDocument();
    expect(within(financial).getByText('4 people (you and 3 family members)')).toBeInTheDocument();
    expect(within(financial).getByRole('link', { name: 'Change Financial details' })).toHaveAttribute('href', `/applications/${APPLICATION_ID}/sections/financialDetails`);
    expect(within(screen.getByRole('region', { name: 'Personal details' })).getByText('HDB 4-room flat')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Other financial details' })).getByText('Diabetes')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Upload documents' })).getByText('payslip.pdf')).toBeInTheDocument();
    const submit = screen.getByRole('button', { name: 'Submit financial aid application' });
    expect(submit).toBeDisabled();
    expect(submit).toHaveAccessibleDescription(
      'You cannot submit yet: complete every section first. Sections not completed: Other financial details, Awards and co-curricular activities, Declarations, Upload documents.',
    );
    expect(await axe(document.body, WCAG)).toHaveNoViolations();
  });

  it('disables Submit once the period has closed, saying so', async () => {
    serve(aidForm({ sections: completed(), canSubmit: false, dates: CLOSED_DATES }));
    renderRoutes(`/applications/${APPLICATION_ID}/check`);
    const submit = await screen.findByRole('button', { name: 'Submit financial aid application' });
    expect(submit).toBeDisabled();
    expect(submit).toHaveAccessibleDescription('You cannot submit: financial aid applications for 2027/2028 are closed.');
  });

  it('submits once when complete and shows the acknowledgement with the reference and the copies in English and Chinese', async () => {
    const user = userEvent.setup();
    serve(aidForm({ sections: completed(), canSubmit: true }));
    api().on(`POST ${API}/submit`, { reference: 'FA-2027-000001', submittedAt: '2027-01-26T02:00:00.000Z' });
    renderRoutes(`/applications/${APPLICATION_ID}/check`);
    const submit = await screen.findByRole('button', { name: 'Submit financial aid application' });
    expect(submit).toBeEnabled();
    await user.click(submit);
    expect(await screen.findByRole('heading', { level: 1, name: 'Financial aid application submitted' })).toBeInTheDocument();
    expect(screen.getByText('FA-2027-000001')).toBeInTheDocument();
    expect(screen.getByText('We received your application on 26/01/2027, 10:00 (Singapore time).')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download a copy in English (PDF)' })).toHaveAttribute('href', `/api${API}/pdf?lang=en-GB`);
    expect(screen.getByRole('link', { name: 'Download a copy in Chinese (PDF, 中文)' })).toHaveAttribute('href', `/api${API}/pdf?lang=zh-Hans`);
    expect(screen.getByRole('link', { name: 'View the progress of your financial aid application' })).toHaveAttribute('href', `/aid/${APPLICATION_ID}`);
    expect(api().requested('POST', `${API}/submit`)).toHaveLength(1);
    expect(await axe(document.body, WCAG)).toHaveNoViolations();
  });

  it('lists what the server still finds, each linked to its section', async () => {
    const user = userEvent.setup();
    serve(aidForm({ sections: completed(), canSubmit: true }));
    api().on(`POST ${API}/submit`, { status: 422, body: { errors: [{ code: 'REQUIRED', message: 'This field is required', field: 'declarations.truthful' }] } });
    renderRoutes(`/applications/${APPLICATION_ID}/check`);
    await user.click(await screen.findByRole('button', { name: 'Submit financial aid application' }));
    expect(await screen.findByRole('link', { name: 'Declarations: This field is required' })).toHaveAttribute('href', `/applications/${APPLICATION_ID}/sections/declarations`);
  });

  it('shows the acknowledgement in Chinese on a later visit, the reference from the application', async () => {
    serve(aidForm({ status: 'SUBMITTED', reference: 'FA-2027-000001', submittedAt: '2027-01-26T02:00:00.000Z', sections: completed() }));
    await act(() => changeLanguage('zh-Hans'));
    renderRoutes(`/applications/${APPLICATION_ID}/submitted`);
    expect(await screen.findByRole('heading', { level: 1, name: '经济资助申请已提交' })).toBeInTheDocument();
    expect(screen.getByText('FA-2027-000001')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '下载中文副本（PDF）' })).toHaveAttribute('href', `/api${API}/pdf?lang=zh-Hans`);
    expect(await axe(document.body, WCAG)).toHaveNoViolations();
  });
});

describe('Delete draft', () => {
  it('deletes after confirmation and says so on the status page', async () => {
    const user = userEvent.setup();
    serve();
    api()
      .on(`DELETE ${API}`, { status: 204, body: null })
      .on('GET /financial-aid/applications', [])
      .on('GET /financial-aid/years/current', { dates: null, open: false, appealOpen: false });
    renderRoutes(`/applications/${APPLICATION_ID}/delete`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Delete your draft financial aid application for 2027/2028?' })).toBeInTheDocument();
    expect(await axe(document.body, WCAG)).toHaveNoViolations();
    await user.click(screen.getByRole('button', { name: 'Yes, delete this draft' }));
    expect(await screen.findByText('Your draft financial aid application has been deleted.')).toBeInTheDocument();
    expect(api().requested('DELETE', API)).toHaveLength(1);
  });
});
