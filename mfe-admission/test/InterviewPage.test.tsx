/** The applicant's interview/test invitation: the offered times with their place in the page's language (issue 35), the chosen one, axe. */
import { act, render, screen } from '@testing-library/react';
import { axe, toHaveNoViolations } from 'jest-axe';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { InterviewInvitation, InterviewSlot } from '@portal/contracts/admission/appeals';
import { http } from '@portal/http/client';
import { changeLanguage } from '@portal/i18n/i18n';
import { InterviewPage } from '../src/after/appeals/InterviewPage';
import { WCAG } from './helpers/section-page';

expect.extend(toHaveNoViolations);

const NUMBER = '26000042';
const API = `/admission/applications/${NUMBER}/interview`;

const inRoom: InterviewSlot = { id: 's1', kind: 'INTERVIEW', startsAt: '2099-03-10T02:00:00.000Z', durationMinutes: 30, place: { 'en-GB': 'Admissions Office, Room 1', 'zh-Hans': '招生办公室一号室' }, videoLink: null, taken: false };
const byVideo: InterviewSlot = { id: 's2', kind: 'INTERVIEW', startsAt: '2099-03-10T03:00:00.000Z', durationMinutes: 45, place: null, videoLink: 'https://video.example.edu/room/42', taken: false };
const invitation: InterviewInvitation = { id: 'i1', kind: 'INTERVIEW', message: '', invitedAt: '2099-03-01T01:00:00.000Z', slots: [inRoom, byVideo], chosenSlotId: null, chosenAt: null };

function serve(answer: { invitation: InterviewInvitation | null }) {
  return jest.spyOn(http, 'get').mockImplementation(((path: string) => {
    if (path !== API) return Promise.reject(new Error(`unexpected ${path}`));
    return Promise.resolve({ data: answer, status: 200, headers: {}, config: {}, statusText: 'OK' });
  }) as never);
}

const renderPage = () =>
  render(
    <MemoryRouter initialEntries={[`/applications/${NUMBER}/interview`]}>
      <Routes>
        <Route path="applications/:applicationNumber/interview" element={<InterviewPage />} />
      </Routes>
    </MemoryRouter>,
  );

afterEach(async () => {
  jest.restoreAllMocks();
  await act(() => changeLanguage('en-GB'));
});

describe('the interview invitation', () => {
  it('offers each time with its place in the page language, or a video call', async () => {
    serve({ invitation });
    const { container } = renderPage();
    expect(await screen.findByRole('radio', { name: '10/03/2099, 10:00 (30 minutes), Admissions Office, Room 1' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '10/03/2099, 11:00 (45 minutes), video call' })).toBeInTheDocument();
    expect(await axe(container, WCAG)).toHaveNoViolations();
    await act(() => changeLanguage('zh-Hans'));
    expect(await screen.findByRole('radio', { name: '2099年3月10日 10:00（30 分钟），招生办公室一号室' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '2099年3月10日 11:00（45 分钟），视频会议' })).toBeInTheDocument();
    expect(screen.queryByText(/Admissions Office/)).not.toBeInTheDocument();
  });

  it("shows the chosen time's place in the page language", async () => {
    serve({ invitation: { ...invitation, chosenSlotId: 's1', chosenAt: '2099-03-02T01:00:00.000Z', slots: [{ ...inRoom, taken: true }, byVideo] } });
    renderPage();
    expect(await screen.findByText('Admissions Office, Room 1')).toBeInTheDocument();
    await act(() => changeLanguage('zh-Hans'));
    expect(await screen.findByText('招生办公室一号室')).toBeInTheDocument();
  });
});
