/** Console screens after submission: an appeal's review and outcome, and an interview invitation's times; both languages, axe. */
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe, toHaveNoViolations } from 'jest-axe';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { AppealSummary } from '@portal/contracts/admission/appeals';
import { http } from '@portal/http/client';
import { changeLanguage } from '@portal/i18n/i18n';
import { DocumentsRequestPage } from '../src/office/appeals/DocumentsRequestPage';
import { FeePage } from '../src/office/appeals/FeePage';
import { InterviewsPage } from '../src/office/appeals/InterviewsPage';
import { OfficeAppealPage } from '../src/office/appeals/OfficeAppealPage';
import { WCAG } from './helpers/section-page';

expect.extend(toHaveNoViolations);

const NUMBER = '26000042';
const OFFICE = `/office/admission/applications/${NUMBER}`;

const appeal: AppealSummary = {
  id: 'a1',
  status: 'SUBMITTED',
  reason: 'Better results',
  preferredProgramme: 'BIZ',
  preferredMajor: 'FIN',
  sdp: false,
  mdp: false,
  createdAt: '2026-03-01T01:00:00.000Z',
  submittedAt: '2026-03-01T01:00:00.000Z',
  replacedAt: null,
  reviewStartedAt: null,
  outcome: null,
  outcomeProgramme: null,
  outcomeMajor: null,
  outcomeRemarks: null,
  decidedAt: null,
  documents: [{ id: 'd1', section: 'appeal', documentType: 'APPEAL_SUPPORTING', fileName: 'slip.pdf', mediaType: 'application/pdf', sizeBytes: 1000, scanStatus: 'CLEAN', uploadedAt: '2026-03-01T01:00:00.000Z' }],
};

function serve(routes: Record<string, unknown>) {
  return jest.spyOn(http, 'get').mockImplementation(((path: string) =>
    path in routes ? Promise.resolve({ data: routes[path], status: 200, headers: {}, config: {}, statusText: 'OK' }) : Promise.reject(new Error(`unexpected ${path}`))) as never);
}

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="applications/:applicationNumber/appeal" element={<OfficeAppealPage />} />
        <Route path="applications/:applicationNumber/interviews" element={<InterviewsPage />} />
        <Route path="applications/:applicationNumber/documents-request" element={<DocumentsRequestPage />} />
        <Route path="applications/:applicationNumber/fee" element={<FeePage />} />
      </Routes>
    </MemoryRouter>,
  );
}

afterEach(async () => {
  jest.restoreAllMocks();
  await changeLanguage('en-GB');
});

describe('the console appeal screen', () => {
  it('shows the appeal with its documents, marks it under review and records an outcome checked by the shared schema', async () => {
    serve({ [`${OFFICE}/appeal`]: { applicationNumber: NUMBER, current: appeal, history: [] } });
    const post = jest.spyOn(http, 'post').mockResolvedValue({ data: {}, status: 200 } as never);
    const { container } = renderAt(`/applications/${NUMBER}/appeal`);
    expect(await screen.findByText('Business Administration — Finance')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download slip.pdf' })).toHaveAttribute('href', expect.stringContaining(`${OFFICE}/appeal/a1/documents/d1/content`));
    expect(await axe(container, WCAG)).toHaveNoViolations();
    await userEvent.click(screen.getByRole('button', { name: 'Mark as under review' }));
    expect(post).toHaveBeenCalledWith(`${OFFICE}/appeal/review`);
    await userEvent.click(await screen.findByRole('radio', { name: 'Upheld: offer a programme' }));
    await userEvent.click(screen.getByRole('button', { name: 'Record the outcome' }));
    expect((await screen.findAllByText('Select the programme now offered')).length).toBeGreaterThan(0);
    expect((await screen.findAllByText('Enter remarks for the applicant')).length).toBeGreaterThan(0);
    expect(post).toHaveBeenCalledTimes(1);
    // Switching to dismissed drops the programme rule; remarks are still needed.
    await userEvent.click(screen.getByRole('radio', { name: 'Dismissed' }));
    await userEvent.type(screen.getByLabelText(/Remarks to the applicant/), 'Not enough places.');
    await userEvent.click(screen.getByRole('button', { name: 'Record the outcome' }));
    expect(post).toHaveBeenLastCalledWith(`${OFFICE}/appeal/outcome`, { outcome: 'DISMISSED', programme: '', major: '', remarks: 'Not enough places.' });
    await act(() => changeLanguage('zh-Hans'));
    expect(await screen.findByRole('heading', { name: '当前申诉' })).toBeInTheDocument();
    expect(await axe(container, WCAG)).toHaveNoViolations();
  });
});

describe('the console interview screen', () => {
  it('sends Singapore times as ISO date-times at +08:00, and puts a slot error on its date', async () => {
    serve({ [`${OFFICE}/interviews`]: [], '/office/admission/interview-slots': [] });
    const post = jest.spyOn(http, 'post').mockResolvedValue({ data: {}, status: 201 } as never);
    const { container } = renderAt(`/applications/${NUMBER}/interviews`);
    await userEvent.type(await screen.findByLabelText(/^Date/), '01/01/2020');
    await userEvent.type(screen.getByLabelText(/^Start time/), '10:00');
    await userEvent.type(screen.getByLabelText(/^Place in English/), 'Room 1');
    await userEvent.click(screen.getByRole('button', { name: 'Send the invitation' }));
    expect((await screen.findAllByText('The slot must be in the future')).length).toBeGreaterThan(0);
    // A place in English only: the Chinese is asked for, beside its box and in the summary (issue 35).
    expect((await screen.findAllByText('Enter the place in Chinese')).length).toBe(2);
    expect(post).not.toHaveBeenCalled();
    await userEvent.clear(screen.getByLabelText(/^Date/));
    await userEvent.type(screen.getByLabelText(/^Date/), '10/03/2099');
    await userEvent.type(screen.getByLabelText(/^Place in Chinese/), '一号室');
    expect(screen.getByLabelText(/^Place in Chinese/)).toHaveAttribute('lang', 'zh-Hans');
    await userEvent.click(screen.getByRole('button', { name: 'Send the invitation' }));
    expect(post).toHaveBeenCalledWith(`${OFFICE}/interviews`, {
      kind: 'INTERVIEW',
      message: '',
      slots: [{ startsAt: '2099-03-10T10:00:00+08:00', durationMinutes: 30, place: { 'en-GB': 'Room 1', 'zh-Hans': '一号室' }, videoLink: '' }],
      slotIds: [],
    });
    expect(await axe(container, WCAG)).toHaveNoViolations();
  });

  it("lists the times already offered with their place in the officer's language", async () => {
    const slot = { id: 's1', kind: 'INTERVIEW', startsAt: '2099-03-10T02:00:00.000Z', durationMinutes: 30, place: { 'en-GB': 'Room 1', 'zh-Hans': '一号室' }, videoLink: null, taken: false };
    serve({ [`${OFFICE}/interviews`]: [], '/office/admission/interview-slots': [slot] });
    renderAt(`/applications/${NUMBER}/interviews`);
    expect(await screen.findByRole('checkbox', { name: /30 minutes, Room 1$/ })).toBeInTheDocument();
    await act(() => changeLanguage('zh-Hans'));
    expect(await screen.findByRole('checkbox', { name: /30 分钟，一号室$/ })).toBeInTheDocument();
  });
});

describe('the console document request screen', () => {
  it('requests checked document types with a message and a due date, and lists the answered requests', async () => {
    const get = serve({
      [`${OFFICE}/document-requests`]: [
        { id: 'r1', documentTypes: ['RESULTS'], message: 'Results please', dueDate: '2099-03-15', requestedAt: '2026-03-01T01:00:00.000Z', answeredAt: '2026-03-02T01:00:00.000Z', documents: [] },
      ],
    });
    const post = jest.spyOn(http, 'post').mockResolvedValue({ data: {}, status: 201 } as never);
    const { container } = renderAt(`/applications/${NUMBER}/documents-request`);
    expect(await screen.findByText(/Answered on/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Send the request' }));
    expect((await screen.findAllByText('Select at least one document to ask for')).length).toBeGreaterThan(0);
    expect(post).not.toHaveBeenCalled();
    await userEvent.click(screen.getByLabelText('Examination results or certificates'));
    await userEvent.type(screen.getByLabelText(/Message to the applicant/), 'Please upload your results.');
    await userEvent.type(screen.getByLabelText(/Due date/), '31/12/2099');
    await userEvent.click(screen.getByRole('button', { name: 'Send the request' }));
    expect(post).toHaveBeenCalledWith(`${OFFICE}/document-requests`, { documentTypes: ['RESULTS'], message: 'Please upload your results.', dueDate: '31/12/2099' });
    await waitFor(() => expect(get.mock.calls.filter(([path]) => path === `${OFFICE}/document-requests`)).toHaveLength(2));
    expect(await screen.findByText(/Answered on/)).toBeInTheDocument();
    expect(await axe(container, WCAG)).toHaveNoViolations();
  });

  it('says beside the message which language the applicant reads, so the officer writes in it', async () => {
    serve({ [`${OFFICE}/document-requests`]: [], [OFFICE]: { applicant: { language: 'zh-Hans' } } });
    const { container } = renderAt(`/applications/${NUMBER}/documents-request`);
    const message = await screen.findByLabelText(/Message to the applicant/);
    await waitFor(() => expect(message).toHaveAccessibleDescription(/The applicant reads the portal and its e-mails in Chinese: write in Chinese\./));
    expect(await axe(container, WCAG)).toHaveNoViolations();
    await act(() => changeLanguage('zh-Hans'));
    expect(message).toHaveAccessibleDescription(/申请人使用中文浏览门户并接收电子邮件：请用中文撰写。/);
  });
});

describe('the console fee screen', () => {
  it('waives an unpaid fee with a reason, and shows a paid one without the form', async () => {
    const get = serve({ [`${OFFICE}/fee`]: { id: 'f1', amountCents: 1000, status: 'UNPAID', waivedReason: null, waivedAt: null } });
    const post = jest.spyOn(http, 'post').mockResolvedValue({ data: {}, status: 200 } as never);
    const { container, unmount } = renderAt(`/applications/${NUMBER}/fee`);
    await userEvent.click(await screen.findByRole('button', { name: 'Waive the fee' }));
    expect((await screen.findAllByText('Enter the reason for waiving the fee')).length).toBeGreaterThan(0);
    await userEvent.type(screen.getByLabelText(/Reason for waiving the fee/), 'Hardship');
    await userEvent.click(screen.getByRole('button', { name: 'Waive the fee' }));
    expect(post).toHaveBeenCalledWith(`${OFFICE}/fee/waive`, { reason: 'Hardship' });
    expect(await screen.findByText('The fee has been waived and the applicant told by e-mail.')).toBeInTheDocument();
    expect(await axe(container, WCAG)).toHaveNoViolations();
    unmount();
    get.mockRestore();
    serve({ [`${OFFICE}/fee`]: { id: 'f1', amountCents: 1000, status: 'RECEIVED', waivedReason: null, waivedAt: null } });
    renderAt(`/applications/${NUMBER}/fee`);
    // A fee's state has the same words everywhere (shared/contracts/src/fee-statuses.ts).
    expect(await screen.findByText('Received')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Waive the fee' })).not.toBeInTheDocument();
  });
});
