/**
 * The admissions console's third parties, each in the console kit's ThirdPartyState: the tuition
 * grant's two sureties (their state, dates and signed name, or "not needed" without the grant) and
 * the referees (asked, received, and what they said). Axe in English and Chinese.
 */
import { act, render, screen, within } from '@testing-library/react';
import { axe, toHaveNoViolations } from 'jest-axe';
import { http } from '@portal/http/client';
import { changeLanguage } from '@portal/i18n/i18n';
import { ReferencesPanel } from '../../src/office/applications/ReferencesPanel';
import { TuitionGrantSuretiesPanel } from '../../src/office/applications/TuitionGrantSuretiesPanel';
import { WCAG } from '../helpers/section-page';

expect.extend(toHaveNoViolations);

const NUMBER = '26000042';
const OFFICE = `/office/admission/applications/${NUMBER}`;
const FIRST = { fullName: 'TAN AH KOW', idType: 'NRIC', idNumber: 'S7012345A', dateOfBirth: '15/05/1975', email: 'tan.ahkow@example.com', mobile: '91234567' };
const SURETIES = {
  applicationNumber: NUMBER,
  awardYear: 2026,
  replyDueDate: '2026-03-29',
  sureties: [
    { position: 1, status: 'CONFIRMED', details: FIRST, invitedAt: '2026-03-01T02:00:00.000Z', linkExpiresAt: null, confirmedAt: '2026-03-02T02:00:00.000Z', signatureName: 'Tan Ah Kow' },
    { position: 2, status: null, details: null, invitedAt: null, linkExpiresAt: null, confirmedAt: null, signatureName: null },
  ],
};
const REFERENCES = [
  { position: 1, referee: { name: 'LIM SIEW HUA', email: 'lim@school.edu.sg', position: 'Teacher', organisation: 'Raffles Institution' }, requestedAt: '2026-03-01T02:00:00.000Z', linkExpiresAt: '2099-03-22T02:00:00.000Z', received: null },
];

function serve(routes: Record<string, unknown>) {
  return jest.spyOn(http, 'get').mockImplementation(((path: string) =>
    path in routes ? Promise.resolve({ data: routes[path], status: 200, headers: {}, config: {}, statusText: 'OK' }) : Promise.reject(new Error(`unexpected ${path}`))) as never);
}

afterEach(async () => {
  jest.restoreAllMocks();
  await changeLanguage('en-GB');
});

describe("the admissions console's third parties", () => {
  it("shows each tuition grant surety's state, dates and signed name, in English and Chinese", async () => {
    serve({ [`${OFFICE}/tuition-grant-sureties`]: SURETIES });
    const { container } = render(<TuitionGrantSuretiesPanel applicationNumber={NUMBER} />);
    const first = await screen.findByRole('region', { name: 'Surety 1' });
    expect(within(first).getByText('Confirmed', { selector: '.pt-tag' })).toBeInTheDocument();
    expect(within(first).getByText('Tan Ah Kow')).toBeInTheDocument();
    expect(within(first).getByText('tan.ahkow@example.com')).toBeInTheDocument();
    expect(within(first).getByText('NRIC S7012345A')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Surety 2' })).getByText('Not named yet', { selector: '.pt-tag' })).toBeInTheDocument();
    expect(await axe(container, WCAG)).toHaveNoViolations();
    await act(() => changeLanguage('zh-Hans'));
    expect(await screen.findByText('已确认', { selector: '.pt-tag' })).toBeInTheDocument();
    expect(await axe(container, WCAG)).toHaveNoViolations();
  });

  it('says no sureties are needed when the offer was not accepted with the grant', async () => {
    serve({ [`${OFFICE}/tuition-grant-sureties`]: null });
    render(<TuitionGrantSuretiesPanel applicationNumber={NUMBER} />);
    expect(await screen.findByText('The offer was not accepted with the tuition grant: no sureties are needed.')).toBeInTheDocument();
  });

  it("shows a referee's state with the link's expiry until the reference arrives", async () => {
    serve({ [`${OFFICE}/references`]: REFERENCES });
    const { container } = render(<ReferencesPanel applicationNumber={NUMBER} />);
    const referee = await screen.findByRole('region', { name: 'Referee 1: LIM SIEW HUA' });
    expect(within(referee).getByText('Asked, not received yet', { selector: '.pt-tag' })).toBeInTheDocument();
    expect(within(referee).getByText('Link works until', { selector: 'dt' })).toBeInTheDocument();
    expect(within(referee).getByText('Teacher, Raffles Institution')).toBeInTheDocument();
    expect(await axe(container, WCAG)).toHaveNoViolations();
  });
});
