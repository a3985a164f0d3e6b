/**
 * The applicant area's Your data page: what the portal holds, counted; Download my data asks for a
 * download (POST) and opens the address the API answers; the hour's limit as the API words it; by
 * keyboard, in both languages, without accessibility violations.
 */
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe, toHaveNoViolations } from 'jest-axe';
import { MemoryRouter } from 'react-router-dom';
import type { MyDataOverview } from '@portal/contracts/my-data';
import { http } from '@portal/http/client';
import { changeLanguage } from '@portal/i18n/i18n';
import * as page from '../src/applicant/MyDataPage';

expect.extend(toHaveNoViolations);

const OVERVIEW: MyDataOverview = {
  holdings: { admissionApplications: 1, scholarshipApplications: 2, financialAidApplications: 0, documents: 3, timelineEvents: 7, fees: 1, payments: 1, emails: 4, signInMethods: 2 },
  downloads: [{ requestedAt: '2026-12-01T02:00:00.000Z', startedAt: '2026-12-01T02:00:01.000Z', finishedAt: '2026-12-01T02:00:03.000Z', completed: true }],
  limit: { perHour: 5, remaining: 4, nextAt: null },
};

afterEach(() => {
  jest.restoreAllMocks();
  return changeLanguage('en-GB');
});

const renderPage = () =>
  render(
    <MemoryRouter initialEntries={[page.MY_DATA_PATH]}>
      <main>
        <page.MyDataPage />
      </main>
    </MemoryRouter>,
  );

describe('the Your data page', () => {
  it('says what the portal holds and downloads it by keyboard', async () => {
    const user = userEvent.setup();
    jest.spyOn(http, 'get').mockResolvedValue({ data: OVERVIEW });
    const post = jest.spyOn(http, 'post').mockResolvedValue({ data: { id: 'd1', href: '/api/applicant/my-data/downloads/d1', startBy: '2026-12-01T02:02:00.000Z' } });
    const open = jest.spyOn(page.downloads, 'open').mockImplementation(() => undefined);
    const { container } = renderPage();
    expect(await screen.findByText('Admission: 1, scholarship: 2, financial aid: 0')).toBeInTheDocument();
    expect(screen.getByText('Documents you uploaded').nextSibling).toHaveTextContent('3');
    expect(screen.getByRole('table', { name: 'Your earlier downloads' })).toHaveTextContent('Downloaded');
    const button = screen.getByRole('button', { name: 'Download my data' });
    expect(button).toHaveAccessibleDescription('You can download your data 4 more times this hour.');
    expect(await axe(container)).toHaveNoViolations();

    button.focus();
    await user.keyboard('{Enter}');
    expect(post).toHaveBeenCalledWith('/applicant/my-data/downloads');
    await waitFor(() => expect(open).toHaveBeenCalledWith('/api/applicant/my-data/downloads/d1'));
    expect(await screen.findByText('Your download has started. Your browser saves the ZIP file when it has arrived.')).toBeInTheDocument();
    expect(button).toHaveAccessibleDescription('You can download your data 3 more times this hour.');
  });

  it('says when the hour’s downloads are used up, in Chinese too', async () => {
    jest.spyOn(http, 'get').mockResolvedValue({ data: { ...OVERVIEW, limit: { perHour: 5, remaining: 0, nextAt: '2026-12-01T03:00:00.000Z' } } });
    const { container } = renderPage();
    expect(await screen.findByText(/You have downloaded your data 5 times this hour\. You can download it again from 01\/12\/2026, 11:00\./)).toBeInTheDocument();
    await act(() => changeLanguage('zh-Hans'));
    expect(await screen.findByRole('heading', { level: 1, name: '您的个人资料' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '下载我的个人资料' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '下载我的个人资料' })).toHaveAccessibleDescription(/^本小时内您已下载 5 次个人资料。您可在2026年12月1日 11:00之后再次下载。$/);
    expect(await axe(container)).toHaveNoViolations();
  });
});
