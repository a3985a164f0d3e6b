import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe, toHaveNoViolations } from 'jest-axe';
import type { ScholarshipAnswers } from '@portal/contracts/scholarship/api';
import { changeLanguage } from '@portal/i18n/i18n';
import { installFakeFormApi } from '../../shared/forms/test/helpers/fake-form-api';
import { WCAG } from '../../shared/ui/test/helpers/wcag';
import { API, APPLICATION_ID, CATALOGUE, scholarshipForm } from './helpers/samples';
import { renderRoutes } from './helpers/render';

expect.extend(toHaveNoViolations);
const api = installFakeFormApi();

const answers: ScholarshipAnswers = {
  sections: [
    { id: 'choices', state: 'COMPLETED', data: { choices: [{ code: 'SCIENCE_TECH' }, { code: 'ARTS_EXCELLENCE' }] } },
    { id: 'statement', state: 'IN_PROGRESS', data: { essay: 'I want to study materials science.' } },
  ],
  documents: [],
};
const timeline = [{ kind: 'CREATED', occurredAt: '2026-11-20T02:00:00.000Z', params: { admissionApplicationNumber: '27000001' } }];

function serveDraft(form = scholarshipForm()) {
  api()
    .on(`GET ${API}`, form)
    .on(`GET ${API}/answers`, answers)
    .on(`GET ${API}/timeline`, timeline)
    .on('GET /scholarship/scholarships', CATALOGUE);
}

describe('Task list', () => {
  it('lists the five sections with their states and links, the admission application, the history and the way to delete the draft', async () => {
    serveDraft();
    renderRoutes(`/applications/${APPLICATION_ID}`);
    expect(await screen.findByRole('heading', { level: 1, name: /Your scholarship application/ })).toBeInTheDocument();
    expect(screen.getByText('For admission application 27000001.')).toBeInTheDocument();
    expect(screen.getByText('You have completed 1 of 5 sections.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Scholarship Choices' })).toHaveAttribute('href', `/applications/${APPLICATION_ID}/sections/choices`);
    expect(screen.getByRole('link', { name: 'Sports or arts key skill' })).toHaveAccessibleDescription('Not started');
    expect(screen.getByRole('link', { name: 'Delete draft' })).toBeInTheDocument();
    expect(await screen.findByText('Scholarship application started for admission application 27000001')).toBeInTheDocument();
    expect(await axe(document.body, WCAG)).toHaveNoViolations();
  });

  it('says a chosen scholarship has closed, with the way to reselect, in Chinese too', async () => {
    serveDraft(scholarshipForm({ closedChoices: ['ARTS_EXCELLENCE'] }));
    await act(() => changeLanguage('zh-Hans'));
    renderRoutes(`/applications/${APPLICATION_ID}`);
    expect(await screen.findByText(/您所选的一项奖学金现已截止申请/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '重新选择您的奖学金' })).toHaveAttribute('href', `/applications/${APPLICATION_ID}/sections/choices`);
    expect(screen.getByRole('link', { name: '奖学金选择' })).toBeInTheDocument();
    expect(await axe(document.body, WCAG)).toHaveNoViolations();
  });
});

describe('Check your answers and submit', () => {
  it('shows the answers with Change links, and disables Submit with the reselect message while a choice is closed', async () => {
    serveDraft(scholarshipForm({ closedChoices: ['ARTS_EXCELLENCE'] }));
    renderRoutes(`/applications/${APPLICATION_ID}/check`);
    const choices = await screen.findByRole('region', { name: 'Scholarship Choices' });
    expect(within(choices).getByText('Science and Technology Scholarship')).toBeInTheDocument();
    expect(within(choices).getByText('Arts Excellence Scholarship (closed: reselect)')).toBeInTheDocument();
    expect(within(choices).getByRole('link', { name: 'Change Scholarship Choices' })).toHaveAttribute('href', `/applications/${APPLICATION_ID}/sections/choices`);
    const statement = screen.getByRole('region', { name: 'Personal statement' });
    expect(within(statement).getByText('This section is not completed yet.')).toBeInTheDocument();
    const submit = screen.getByRole('button', { name: 'Submit scholarship application' });
    expect(submit).toBeDisabled();
    expect(submit).toHaveAccessibleDescription(/closed for applications\. Reselect your scholarship choices before you submit/);
    expect(within(screen.getByRole('region', { name: 'Submit your scholarship application' })).getByRole('link', { name: 'Reselect your scholarship choices' })).toHaveAttribute(
      'href',
      `/applications/${APPLICATION_ID}/sections/choices`,
    );
    expect(await axe(document.body, WCAG)).toHaveNoViolations();
  });

  it('lists what the server finds incomplete, each linked to its section', async () => {
    const user = userEvent.setup();
    serveDraft();
    api().on(`POST ${API}/submit`, { status: 422, body: { errors: [{ code: 'REQUIRED', message: 'This field is required', field: 'declaration.truth' }] } });
    renderRoutes(`/applications/${APPLICATION_ID}/check`);
    await user.click(await screen.findByRole('button', { name: 'Submit scholarship application' }));
    const problem = await screen.findByRole('link', { name: 'Consent & Declaration: This field is required' });
    expect(problem).toHaveAttribute('href', `/applications/${APPLICATION_ID}/sections/declaration`);
    expect(await axe(document.body, WCAG)).toHaveNoViolations();
  });

  it('submits once and shows the acknowledgement with the reference, in Chinese', async () => {
    const user = userEvent.setup();
    serveDraft(scholarshipForm({ canSubmit: true }));
    api().on(`POST ${API}/submit`, { reference: 'SCH-2027-000001', submittedAt: '2026-11-26T02:00:00.000Z' });
    await act(() => changeLanguage('zh-Hans'));
    renderRoutes(`/applications/${APPLICATION_ID}/check`);
    await user.click(await screen.findByRole('button', { name: '提交奖学金申请' }));
    expect(await screen.findByRole('heading', { level: 1, name: '奖学金申请已提交' })).toBeInTheDocument();
    expect(screen.getByText('SCH-2027-000001')).toBeInTheDocument();
    expect(screen.getByText('我们已于2026年11月26日 10:00（新加坡时间）收到您的申请。')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '下载奖学金申请副本（PDF）' })).toHaveAttribute('href', `/api${API}/pdf?lang=zh-Hans`);
    expect(api().requested('POST', `${API}/submit`)).toHaveLength(1);
    expect(await axe(document.body, WCAG)).toHaveNoViolations();
  });
});

describe('A submitted application', () => {
  it('shows its reference, status and answers read-only', async () => {
    serveDraft(scholarshipForm({ status: 'SUBMITTED', reference: 'SCH-2027-000001', submittedAt: '2026-11-26T02:00:00.000Z' }));
    renderRoutes(`/applications/${APPLICATION_ID}`);
    expect(await screen.findByText('Reference SCH-2027-000001')).toBeInTheDocument();
    expect(screen.getByText('Submitted')).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Scholarship Choices' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Change/ })).toBeNull();
    expect(await axe(document.body, WCAG)).toHaveNoViolations();
  });
});

describe('Delete draft', () => {
  it('deletes after confirmation and says so on the status page', async () => {
    const user = userEvent.setup();
    serveDraft();
    api().on(`DELETE ${API}`, { status: 204, body: null }).on('GET /scholarship/applications', []);
    renderRoutes(`/applications/${APPLICATION_ID}/delete`);
    expect(await screen.findByRole('heading', { level: 1, name: /Delete your draft scholarship application for 2027\/2028\?/ })).toBeInTheDocument();
    expect(await axe(document.body, WCAG)).toHaveNoViolations();
    await user.click(screen.getByRole('button', { name: 'Yes, delete this draft' }));
    expect(await screen.findByText('Your draft application has been deleted.')).toBeInTheDocument();
    expect(api().requested('DELETE', API)).toHaveLength(1);
    expect(await screen.findByText(/You have not applied for a scholarship/)).toBeInTheDocument();
  });
});

describe('Apply', () => {
  const admission = (applicationNumber: string, academicYear: string, status: string) => ({
    applicationNumber,
    system: 'ADM',
    category: 'A_LEVEL',
    academicYear,
    status,
    offerStatus: null,
    feeStatus: 'RECEIVED',
    submittedAt: status === 'DRAFT' ? null : '2026-11-01T02:00:00.000Z',
    programmeChoices: [],
  });

  it('offers the submitted admission applications of years without a scholarship application, and starts one', async () => {
    const user = userEvent.setup();
    api()
      .on('GET /admission/applications', [admission('27000001', '2027/2028', 'SUBMITTED'), admission('28000001', '2028/2029', 'SUBMITTED'), admission('27000009', '2027/2028', 'DRAFT')])
      .on('GET /scholarship/applications', [])
      .on('POST /scholarship/applications', { status: 201, body: { id: APPLICATION_ID } });
    serveDraft();
    renderRoutes('/apply');
    expect(await screen.findByRole('heading', { level: 1, name: /Apply for a scholarship/ })).toBeInTheDocument();
    expect(screen.getByText(/one scholarship application for each academic year/)).toBeInTheDocument();
    const radios = await screen.findAllByRole('radio');
    expect(radios.map((radio) => radio.closest('div')?.textContent)).toEqual(['Application 27000001, academic year 2027/2028', 'Application 28000001, academic year 2028/2029']);
    await user.click(screen.getByRole('button', { name: 'Start scholarship application' }));
    expect(await screen.findByRole('link', { name: 'Enter the application number of your admission application' })).toHaveAttribute('href', '#admissionApplicationNumber');
    expect(await axe(document.body, WCAG)).toHaveNoViolations();
    await user.click(screen.getByRole('radio', { name: /27000001/ }));
    await user.click(screen.getByRole('button', { name: 'Start scholarship application' }));
    expect(await screen.findByRole('heading', { level: 1, name: /Your scholarship application/ })).toBeInTheDocument();
    expect(api().requested('POST', '/scholarship/applications')[0]!.body).toEqual({ admissionApplicationNumber: '27000001' });
  });

  it('links to the application of a year that has one, and explains a refusal from the server', async () => {
    const user = userEvent.setup();
    api()
      .on('GET /admission/applications', [admission('27000001', '2027/2028', 'SUBMITTED'), admission('28000001', '2028/2029', 'SUBMITTED')])
      .on('GET /scholarship/applications', [{ id: APPLICATION_ID, academicYear: '2027/2028', status: 'DRAFT', choices: [], submittedAt: null, reference: null, admissionApplicationNumber: '27000001' }])
      .on('POST /scholarship/applications', {
        status: 409,
        body: { errors: [{ code: 'SCHOLARSHIP_APPLICATION_EXISTS', message: 'exists', field: 'admissionApplicationNumber' }] },
      });
    await act(() => changeLanguage('zh-Hans'));
    renderRoutes('/apply');
    expect(await screen.findByRole('link', { name: '继续填写 2027/2028 学年的奖学金申请' })).toHaveAttribute('href', `/applications/${APPLICATION_ID}`);
    expect(screen.getByRole('radio', { name: /28000001/ })).toBeChecked();
    await user.click(screen.getByRole('button', { name: '开始申请奖学金' }));
    await waitFor(() => expect(api().requested('POST', '/scholarship/applications')).toHaveLength(1));
    expect(await screen.findByRole('link', { name: '您已有本学年的奖学金申请。请从您的奖学金申请列表继续填写。' })).toHaveAttribute('href', '#admissionApplicationNumber');
    expect(await axe(document.body, WCAG)).toHaveNoViolations();
  });

  it('says a submitted admission application is needed first', async () => {
    api().on('GET /admission/applications', [admission('27000009', '2027/2028', 'DRAFT')]).on('GET /scholarship/applications', []);
    renderRoutes('/apply');
    expect(await screen.findByText(/You need a submitted admission application/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to your admission applications' })).toHaveAttribute('href', '/applicant/admission/status');
  });
});

describe('Status', () => {
  it('lists each application with its reference and the way to it, and the way to apply', async () => {
    api().on('GET /scholarship/applications', [
      { id: APPLICATION_ID, academicYear: '2027/2028', status: 'SUBMITTED', choices: ['SCIENCE_TECH'], submittedAt: '2026-11-26T02:00:00.000Z', reference: 'SCH-2027-000001', admissionApplicationNumber: '27000001' },
    ]);
    renderRoutes('/status');
    const table = await screen.findByRole('table', { name: 'Your scholarship applications' });
    expect(within(table).getByRole('cell', { name: 'SCH-2027-000001' })).toBeInTheDocument();
    expect(within(table).getByRole('cell', { name: '27000001' })).toBeInTheDocument();
    expect(within(table).getByRole('link', { name: 'View scholarship application SCH-2027-000001' })).toHaveAttribute('href', `/applications/${APPLICATION_ID}`);
    expect(screen.getByRole('link', { name: 'Apply for a scholarship' })).toHaveAttribute('href', '/apply');
    expect(await axe(document.body, WCAG)).toHaveNoViolations();
  });
});
