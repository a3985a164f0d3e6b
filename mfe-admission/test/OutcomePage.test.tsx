import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { ApplicantOutcome } from '@portal/contracts/admission/outcomes';
import { http } from '@portal/http/client';
import { changeLanguage } from '@portal/i18n/i18n';
import { OutcomePage } from '../src/after/outcome/OutcomePage';

const answer = (data: unknown) => Promise.resolve({ data, status: 200, statusText: '', headers: {}, config: {} as never });

function renderWith(outcome: ApplicantOutcome) {
  jest.spyOn(http, 'get').mockImplementation((url: string) => answer(url.endsWith('/timeline') ? [] : outcome));
  render(
    <MemoryRouter initialEntries={['/applications/24000001/outcome']}>
      <Routes>
        <Route path="/applications/:applicationNumber/outcome" element={<OutcomePage />} />
      </Routes>
    </MemoryRouter>,
  );
}

afterEach(async () => {
  jest.restoreAllMocks();
  await changeLanguage('en-GB');
});

describe('Admission outcome', () => {
  it('says nothing of an outcome before it is released', async () => {
    renderWith({ outcome: null });
    expect(await screen.findByText(/There is no outcome for this application yet/)).toBeInTheDocument();
  });

  it('shows an offer with its programme, major, grant tier, schemes, due date (dd/mm/yyyy, Singapore time), reply link and letter', async () => {
    renderWith({
      outcome: {
        decision: 'OFFERED',
        releasedAt: '2026-03-01T09:00:00.000Z',
        offer: {
          programme: 'BIZ',
          major: 'FIN',
          tuitionGrantEligible: true,
          tuitionGrantTier: 'C',
          bondYears: 3,
          schemes: ['DOUBLE_DEGREE'],
          replyDueAt: '2026-03-15T15:59:59.000Z',
          state: 'AWAITING_REPLY',
          response: null,
          respondedAt: null,
          letterChecksum: 'c'.repeat(43),
        },
      },
    });
    expect(await screen.findByText('Business Administration')).toBeInTheDocument();
    expect(screen.getByText('Finance')).toBeInTheDocument();
    expect(screen.getByText(/Tier C \(international students, competitive\): you must work in Singapore for 3 years/)).toBeInTheDocument();
    expect(screen.getByText('Double Degree Programme')).toBeInTheDocument();
    expect(screen.getByText('15/03/2026, 23:59 Singapore time')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Reply to your offer' })).toHaveAttribute('href', '/applications/24000001/offer-response');
    expect(screen.getByRole('link', { name: 'Download your offer letter (PDF)' })).toBeInTheDocument();
  });

  it('words an unsuccessful outcome kindly and mentions the appeal, in Chinese too', async () => {
    renderWith({ outcome: { decision: 'UNSUCCESSFUL', releasedAt: '2026-03-01T09:00:00.000Z', offer: null } });
    expect(await screen.findByText(/We regret that we are unable to offer you a place/)).toBeInTheDocument();
    expect(screen.getByText(/you may appeal against this outcome/)).toBeInTheDocument();
    await changeLanguage('zh-Hans');
    expect(await screen.findByText(/可就此结果提出申诉/)).toBeInTheDocument();
  });
});

describe('the offer status on Application Summary and Status', () => {
  it('words the offer status and links to the outcome', async () => {
    const { ApplicationStatusPage } = await import('../src/status/ApplicationStatusPage');
    jest.spyOn(http, 'get').mockReturnValue(
      answer([
        {
          applicationNumber: '24000001',
          system: 'ADM',
          category: 'ALEVEL',
          academicYear: '2026/2027',
          status: 'OFFERED',
          offerStatus: 'ACCEPTED',
          feeStatus: 'RECEIVED',
          submittedAt: '2026-03-01T09:00:00.000Z',
          programmeChoices: [],
        },
      ]),
    );
    render(
      <MemoryRouter>
        <ApplicationStatusPage />
      </MemoryRouter>,
    );
    expect(await screen.findByText('Offer accepted')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View the admission outcome of application 24000001' })).toHaveAttribute('href', '/applications/24000001/outcome');
  });
});
