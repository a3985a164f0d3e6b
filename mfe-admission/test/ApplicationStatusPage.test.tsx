import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdmissionApplicationSummary } from '@portal/contracts/api';
import { MemoryRouter } from 'react-router-dom';
import { http } from '@portal/http/client';
import { changeLanguage } from '@portal/i18n/i18n';
import { ApplicationStatusPage } from '../src/status/ApplicationStatusPage';

const application: AdmissionApplicationSummary = {
  applicationNumber: '24000001',
  system: 'ADM',
  category: 'Singapore-Cambridge GCE A-Level',
  academicYear: '2026/2027',
  status: 'SUBMITTED',
  offerStatus: null,
  feeStatus: 'UNPAID',
  submittedAt: '2026-11-01T02:00:00.000Z',
  programmeChoices: [
    { rank: 1, programme: 'Computer Science' },
    { rank: 2, programme: 'Mathematics' },
  ],
};

const answer = (data: unknown) => Promise.resolve({ data, status: 200, statusText: '', headers: {}, config: {} as never });

// The page links into the remote's routes, so it renders inside a router as in the app.
const renderPage = () =>
  render(
    <MemoryRouter>
      <ApplicationStatusPage />
    </MemoryRouter>,
  );

afterEach(async () => {
  jest.restoreAllMocks();
  await changeLanguage('en-GB');
});

describe('Application Summary and Status', () => {
  it('shows each application with its status, fee and ranked choices', async () => {
    const get = jest.spyOn(http, 'get').mockReturnValue(answer([application]));
    renderPage();
    const card = await screen.findByRole('region', { name: 'Application 24000001' });
    expect(get).toHaveBeenCalledWith('/admission/applications');
    expect(within(card).getByText('Submitted')).toBeInTheDocument();
    expect(within(card).getByText('Not paid')).toBeInTheDocument();
    expect(within(card).getByText('01/11/2026')).toBeInTheDocument();
    const rows = within(within(card).getByRole('table', { name: 'Programme choices' })).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual(['RankProgramme', '1Computer Science', '2Mathematics']);
    // A submitted application cannot be continued, only viewed: on its own page, at the task-list URL.
    expect(within(card).queryByRole('link', { name: /Continue/ })).not.toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'View application 24000001: answers, documents and history' })).toHaveAttribute('href', '/applications/24000001');
  });

  it('says when there are no applications', async () => {
    jest.spyOn(http, 'get').mockReturnValue(answer([]));
    renderPage();
    expect(await screen.findByText('You have no admission applications yet.')).toBeInTheDocument();
  });

  it('offers Try again when the list cannot be loaded, and loads it again', async () => {
    const get = jest
      .spyOn(http, 'get')
      .mockReturnValueOnce(Promise.reject(new Error('offline')))
      .mockReturnValue(answer([application]));
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Application 24000001' })).toBeInTheDocument();
    expect(get).toHaveBeenCalledTimes(2);
  });

  it('reads in Chinese after the language is switched, with the applicant data as recorded', async () => {
    jest.spyOn(http, 'get').mockReturnValue(answer([application]));
    await act(() => changeLanguage('zh-Hans'));
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: '申请概览及状态' })).toBeInTheDocument();
    const card = await screen.findByRole('region', { name: '申请 24000001' });
    expect(within(card).getByText('已提交')).toBeInTheDocument();
    expect(within(card).getByText('未缴费')).toBeInTheDocument();
    expect(within(card).getByText('尚无结果')).toBeInTheDocument();
    expect(within(card).getByText('Singapore-Cambridge GCE A-Level')).toBeInTheDocument();
    expect(within(card).getByText('2026年11月1日')).toBeInTheDocument();
    const rows = within(within(card).getByRole('table', { name: '专业志愿' })).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual(['志愿顺序专业', '1Computer Science', '2Mathematics']);
  });
});
