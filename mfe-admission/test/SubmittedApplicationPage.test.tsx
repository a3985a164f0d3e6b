import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe, toHaveNoViolations } from 'jest-axe';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { AdmissionForm } from '@portal/contracts/admission/api';
import type { ApplicationAnswers } from '@portal/contracts/admission/summary/types';
import type { AdmissionApplicationSummary } from '@portal/contracts/api';
import type { DocumentSummary, TimelineEvent } from '@portal/contracts/forms';
import { http } from '@portal/http/client';
import { changeLanguage } from '@portal/i18n/i18n';
import { TaskListPage } from '../src/form/TaskListPage';
import { admissionForm, WCAG } from './helpers/section-page';

expect.extend(toHaveNoViolations);

const NUMBER = '26000042';
const submittedForm: AdmissionForm = {
  ...admissionForm('PERMANENT_RESIDENT'),
  status: 'SUBMITTED',
  draftDueAt: null,
  sections: [
    { id: 'applyAs', state: 'COMPLETED' },
    { id: 'education', state: 'COMPLETED' },
  ],
};

const listed: AdmissionApplicationSummary = {
  applicationNumber: NUMBER,
  system: 'ADM',
  category: 'MUSIC',
  academicYear: '2027/2028',
  status: 'SUBMITTED',
  offerStatus: null,
  feeStatus: 'UNPAID',
  submittedAt: '2026-11-20T06:30:00.000Z',
  programmeChoices: [{ rank: 1, programme: 'MUS' }],
};

const nric: DocumentSummary = {
  id: 'doc-1',
  section: 'documents',
  documentType: 'IDENTITY_NRIC',
  fileName: 'nric.pdf',
  mediaType: 'application/pdf',
  sizeBytes: 120_000,
  scanStatus: 'CLEAN',
  uploadedAt: '2026-11-19T02:00:00.000Z',
};

const answers: ApplicationAnswers = {
  sections: [
    { id: 'choiceOfStudy', state: 'COMPLETED', data: { choices: [{ programme: 'MUS', major: '' }, { programme: 'BIZ', major: 'FIN' }] } },
    { id: 'personalParticulars', state: 'COMPLETED', data: { fullName: 'TAN MEI LING', nationality: 'MY' } },
    {
      id: 'education',
      state: 'COMPLETED',
      data: {
        records: [{ id: 'rec-alevel-01', institution: 'Raffles Junior College', country: 'SG', qualification: 'ALEVEL', status: 'GRADUATED', from: '01/2022', to: '11/2023', resultType: 'ACTUAL', examDate: '11/2023' }],
        englishTest: { type: 'NONE' },
        studentHere: false,
      },
    },
    { id: 'subjects', state: 'COMPLETED', data: { results: [{ recordId: 'rec-alevel-01', subjects: [{ subject: 'MATH', level: 'H2', grade: 'A', marks: '' }] }] } },
    { id: 'achievements', state: 'COMPLETED', data: { achievements: [] } },
    { id: 'personalStatement', state: 'COMPLETED', data: { statement: 'Music has shaped who I am.' } },
  ],
  documents: [nric],
};

const timeline: TimelineEvent[] = [
  { kind: 'CREATED', occurredAt: '2026-11-01T02:00:00.000Z', actor: 'APPLICANT', params: {} },
  { kind: 'IDENTITY_DATA_RETRIEVED', occurredAt: '2026-11-01T02:05:00.000Z', actor: 'APPLICANT', params: {} },
  { kind: 'SUBMITTED', occurredAt: '2026-11-20T06:30:00.000Z', actor: 'APPLICANT', params: {} },
];

const answer = (data: unknown) => Promise.resolve({ data, status: 200, statusText: '', headers: {}, config: {} as never });

/** The API as the page calls it (only the HTTP layer is replaced). */
function serve(form: AdmissionForm = submittedForm) {
  const routes: Record<string, unknown> = {
    [`/admission/applications/${NUMBER}/form`]: form,
    [`/admission/applications/${NUMBER}/answers`]: answers,
    [`/admission/applications/${NUMBER}/documents`]: [nric],
    [`/admission/applications/${NUMBER}/timeline`]: timeline,
    '/admission/applications': [listed],
  };
  return jest.spyOn(http, 'get').mockImplementation((path: string) => (path in routes ? answer(routes[path]) : Promise.reject(new Error(`unexpected ${path}`))) as never);
}

function renderPage() {
  return render(
    <MemoryRouter initialEntries={[`/applications/${NUMBER}`]}>
      <Routes>
        <Route path="applications/:applicationNumber" element={<TaskListPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

const TAB_NAMES = ['Application', 'Personal particulars', 'Education', 'Academic', 'Other awards', 'Other information', 'Scholarship choice', 'Documents', 'PIN'];
const selectedTab = () => screen.getAllByRole('tab').find((tab) => tab.getAttribute('aria-selected') === 'true');
const visiblePanel = () => screen.getByRole('tabpanel');

afterEach(async () => {
  jest.restoreAllMocks();
  await changeLanguage('en-GB');
});

describe('a submitted application at the task-list URL', () => {
  it('shows the application in tabs instead of the task list, with the PDF copy and the history', async () => {
    serve();
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: /Application 26000042/ })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Sections' })).not.toBeInTheDocument();
    expect(within(screen.getByRole('tablist', { name: 'Application 26000042' })).getAllByRole('tab').map((tab) => tab.textContent)).toEqual(TAB_NAMES);
    expect(selectedTab()).toHaveTextContent('Application');
    expect(screen.getByRole('link', { name: 'Download a copy (PDF)' })).toHaveAttribute('href', expect.stringMatching(/\/admission\/applications\/26000042\/pdf\?lang=en-GB$/));
    const history = await screen.findByRole('region', { name: 'Application history' });
    expect(within(history).getByText('Application submitted')).toBeInTheDocument();
    expect(within(history).getByText('Personal particulars filled from the national identity service')).toBeInTheDocument();

    // Application: the office's record and the programme choices.
    const panel = visiblePanel();
    expect(await within(panel).findByText('Not paid')).toBeInTheDocument();
    expect(within(panel).getByText('Music programme (with audition)')).toBeInTheDocument();
    expect(within(panel).getByText(/20\/11\/2026/)).toBeInTheDocument();
    expect(await within(panel).findByText('Business Administration, preferred major: Finance')).toBeInTheDocument();
  });

  it('shows each tab’s answers worded by the summary: education records, subjects per record, other sections', async () => {
    serve();
    renderPage();
    await userEvent.click(await screen.findByRole('tab', { name: 'Education' }));
    expect(await within(visiblePanel()).findByRole('heading', { level: 4, name: 'Education record 1 — Raffles Junior College' })).toBeInTheDocument();
    expect(within(visiblePanel()).getByText('Singapore-Cambridge GCE A-Level')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('tab', { name: 'Academic' }));
    expect(await within(visiblePanel()).findByRole('heading', { level: 4, name: 'Raffles Junior College: Singapore-Cambridge GCE A-Level' })).toBeInTheDocument();
    expect(within(visiblePanel()).getByText('Mathematics (H2)')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('tab', { name: 'Other awards' }));
    expect(await within(visiblePanel()).findByText('None')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('tab', { name: 'Other information' }));
    const other = visiblePanel();
    expect(await within(other).findByText('Music has shaped who I am.')).toBeInTheDocument();
    // Sections with tabs of their own are not repeated here.
    expect(within(other).queryByRole('heading', { name: 'Education' })).not.toBeInTheDocument();
    expect(within(other).queryByRole('heading', { name: 'Document upload' })).not.toBeInTheDocument();
  });

  it('lists the uploaded documents with download links, and links to scholarships and PIN reset', async () => {
    serve();
    renderPage();
    await userEvent.click(await screen.findByRole('tab', { name: 'Documents' }));
    const download = await within(visiblePanel()).findByRole('link', { name: 'Download nric.pdf' });
    expect(download).toHaveAttribute('href', expect.stringMatching(/\/admission\/applications\/26000042\/documents\/doc-1\/content$/));
    expect(within(visiblePanel()).getByText('NRIC (both sides)')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('tab', { name: 'Scholarship choice' }));
    expect(within(visiblePanel()).getByRole('link', { name: 'Go to scholarships' })).toHaveAttribute('href', '/applicant/scholarship');

    await userEvent.click(screen.getByRole('tab', { name: 'PIN' }));
    expect(within(visiblePanel()).getByText(/Changing your PIN while signed in is not available/)).toBeInTheDocument();
    expect(within(visiblePanel()).getByRole('link', { name: 'Reset your PIN' })).toHaveAttribute('href', '/pin/reset?sid=ADM');
  });

  it('works by keyboard as the WAI-ARIA tabs pattern: one tab stop, arrows wrap, Home and End, Tab moves into the panel', async () => {
    serve();
    renderPage();
    const first = await screen.findByRole('tab', { name: 'Application' });
    expect(screen.getAllByRole('tab').filter((tab) => tab.tabIndex === 0)).toEqual([first]);
    expect(first).toHaveAttribute('aria-controls', visiblePanel().id);

    await userEvent.click(first);
    await userEvent.keyboard('{ArrowRight}');
    expect(selectedTab()).toHaveTextContent('Personal particulars');
    expect(selectedTab()).toHaveFocus();
    expect(within(visiblePanel()).getByRole('heading', { level: 2, name: 'Personal particulars' })).toBeInTheDocument();

    await userEvent.keyboard('{End}');
    expect(selectedTab()).toHaveTextContent('PIN');
    await userEvent.keyboard('{ArrowRight}');
    expect(selectedTab()).toHaveTextContent('Application');
    await userEvent.keyboard('{ArrowLeft}');
    expect(selectedTab()).toHaveTextContent('PIN');
    await userEvent.keyboard('{Home}');
    expect(selectedTab()).toHaveTextContent('Application');
    expect(selectedTab()).toHaveFocus();

    await userEvent.tab();
    expect(visiblePanel()).toHaveFocus();
    expect(visiblePanel()).toHaveAttribute('aria-labelledby', first.id);
  });

  it('reads in Chinese after the language is switched', async () => {
    serve();
    await act(() => changeLanguage('zh-Hans'));
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: /申请 26000042/ })).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['申请', '个人资料', '教育背景', '学业成绩', '其他奖项', '其他资料', '奖学金选择', '文件', 'PIN 码']);
    expect(screen.getByRole('link', { name: '下载申请副本（PDF）' })).toHaveAttribute('href', expect.stringMatching(/pdf\?lang=zh-Hans$/));
    expect(await within(visiblePanel()).findByText('未缴费')).toBeInTheDocument();
    expect(await screen.findByText('已从国家身份认证服务提取资料并填入个人资料')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: '教育背景' }));
    expect(await within(visiblePanel()).findByRole('heading', { level: 4, name: '教育背景记录 1——Raffles Junior College' })).toBeInTheDocument();
  });

  it('a draft still shows its task list', async () => {
    serve({ ...submittedForm, status: 'DRAFT' });
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: /Your application/ })).toBeInTheDocument();
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
  });

  it('has no axe violations, on the first tab and on the documents tab', async () => {
    serve();
    const { container } = renderPage();
    await within(await screen.findByRole('tabpanel')).findByText('Business Administration, preferred major: Finance');
    await screen.findByRole('region', { name: 'Application history' });
    expect(await axe(container, WCAG)).toHaveNoViolations();
    await userEvent.click(screen.getByRole('tab', { name: 'Documents' }));
    await within(visiblePanel()).findByRole('link', { name: 'Download nric.pdf' });
    expect(await axe(container, WCAG)).toHaveNoViolations();
  });
});
