/**
 * The scholarships console's screens: the applications list (search in the address), one application
 * read-only with its award, the scholarship definition form checked by the shared schema before
 * anything is sent (and its history), the outcome form and the batch release; axe in English and Chinese.
 */
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe, toHaveNoViolations } from 'jest-axe';
import { MemoryRouter, useLocation } from 'react-router-dom';
import type { OfficeScholarshipAward } from '@portal/contracts/scholarship/award';
import type { OfficeScholarshipApplicationPage, OfficeScholarshipApplicationView, ScholarshipDefinition } from '@portal/contracts/scholarship/office';
import { changeLanguage } from '@portal/i18n/i18n';
import { ScholarshipOfficeRoutes } from '../src/office/ScholarshipOfficeRoutes';
import { COMPLETE_SCHOLARSHIP_SECTIONS } from '../../shared/contracts/test/scholarship-samples';
import { installFakeFormApi } from '../../shared/forms/test/helpers/fake-form-api';
import { WCAG } from '../../shared/ui/test/helpers/wcag';
import { summaryMessages } from './helpers/render';

expect.extend(toHaveNoViolations);

const api = installFakeFormApi();
const ID = '7c1d2e3f-4a5b-4c6d-8e7f-901234567890';
const APP = `/office/scholarship/applications/${ID}`;

const definition: ScholarshipDefinition = {
  id: '11111111-2222-4333-8444-555555555555',
  academicYear: '2027/2028',
  code: 'SCIENCE_TECH',
  name: { 'en-GB': 'Science and Technology Scholarship', 'zh-Hans': '科技奖学金' },
  description: { 'en-GB': 'For scientists.', 'zh-Hans': '颁发给科学人才。' },
  bondYears: 6,
  livingAllowanceCents: 600_000,
  tuitionCoveragePercent: 100,
  citizenships: ['SINGAPORE_CITIZEN'],
  programmes: [],
  opensAt: '2027-01-31T16:00:00.000Z',
  closesAt: '2027-05-31T15:59:00.000Z',
  open: true,
  applications: 3,
  createdAt: '2026-11-01T01:00:00.000Z',
  updatedAt: null,
};

const row = {
  id: ID,
  reference: 'SCH-27-000001',
  applicantName: 'TAN MEI LING',
  admissionApplicationNumber: '27000001',
  academicYear: '2027/2028',
  status: 'SUBMITTED' as const,
  submittedAt: '2026-11-20T02:00:00.000Z',
  choices: ['SCIENCE_TECH'],
};
const page: OfficeScholarshipApplicationPage = { items: [row], total: 1, page: 1, pageSize: 25 };

const view: OfficeScholarshipApplicationView = {
  row,
  applicant: { fullName: 'TAN MEI LING', email: 'demo.applicant@example.edu' },
  sections: Object.entries(COMPLETE_SCHOLARSHIP_SECTIONS).map(([id, data]) => ({ id: id as 'choices', state: 'COMPLETED' as const, data })),
  documents: [{ id: 'd1', section: 'keySkill', documentType: 'KEY_SKILL_EVIDENCE', fileName: 'badminton.pdf', sizeBytes: 1000, mimeType: 'application/pdf', status: 'CLEAN', uploadedAt: '2026-11-19T02:00:00.000Z' } as never],
  timeline: [
    { kind: 'SUBMITTED', occurredAt: '2026-11-20T02:00:00.000Z', actor: 'APPLICANT', params: { reference: 'SCH-27-000001' }, staffName: null },
    { kind: 'SCHOLARSHIP_OFFER_RELEASED', occurredAt: '2026-12-01T02:00:00.000Z', actor: 'OFFICE', params: { scholarship: 'SCIENCE_TECH', scholarshipEn: 'Science and Technology Scholarship', scholarshipZh: '科技奖学金' }, staffName: 'RAHIM BIN ISMAIL' },
  ],
};

const terms = { scholarshipId: definition.id, code: 'SCIENCE_TECH', academicYear: '2027/2028', name: definition.name, bondYears: 6, livingAllowanceCents: 600_000, tuitionCoveragePercent: 100 };
const noAward: OfficeScholarshipAward = { applicationId: ID, reference: row.reference, academicYear: '2027/2028', status: 'SUBMITTED', applicantName: 'TAN MEI LING', outcome: null, undertaking: null, sureties: [] };
const recorded: OfficeScholarshipAward = {
  ...noAward,
  outcome: { result: 'OFFERED', terms, replyDueDate: '2027-07-31', remarks: '', recordedAt: '2026-12-01T01:00:00.000Z', recordedBy: 'RAHIM BIN ISMAIL', releasedAt: null, releasedBy: null, response: null, declineReason: null, respondedAt: null },
};
const accepted: OfficeScholarshipAward = {
  ...recorded,
  status: 'AWARDED',
  outcome: { ...recorded.outcome!, releasedAt: '2026-12-01T02:00:00.000Z', releasedBy: 'RAHIM BIN ISMAIL', response: 'ACCEPTED', respondedAt: '2026-12-03T02:00:00.000Z' },
  undertaking: { acceptedAt: '2026-12-04T02:00:00.000Z', acceptedName: 'TAN MEI LING', language: 'en-GB', guardian: null },
  sureties: [
    { position: 1, status: 'CONFIRMED', details: { fullName: 'TAN AH KOW' } as never, documents: { identification: null, employmentLetter: null }, invitedAt: '2026-12-05T02:00:00.000Z', linkExpiresAt: null, confirmedAt: '2026-12-06T02:00:00.000Z', signatureName: 'TAN AH KOW' },
    { position: 2, status: null, details: null, documents: { identification: null, employmentLetter: null }, invitedAt: null, linkExpiresAt: null, confirmedAt: null, signatureName: null },
  ],
};

/** Types a whole answer at once (pasted): the form checks itself on every change, and a long form typed key by key is slow. */
async function fill(field: HTMLElement, value: string) {
  await userEvent.clear(field);
  await userEvent.click(field);
  await userEvent.paste(value);
}

function WhereAmI() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

function renderConsole(at: string) {
  return render(
    <MemoryRouter initialEntries={[at]}>
      <main>
        <ScholarshipOfficeRoutes />
      </main>
      <WhereAmI />
    </MemoryRouter>,
  );
}

describe('the scholarships console', () => {
  it('lists the applications, keeps the search in the address and links each one', async () => {
    api()
      .on('GET /office/scholarship/scholarships', [definition])
      .on('GET /office/scholarship/applications?', page)
      .on('GET /office/scholarship/applications?q=SCH-27&status=SUBMITTED&scholarship=SCIENCE_TECH', page);
    const { container } = renderConsole('/');
    const table = await screen.findByRole('table', { name: 'Submitted scholarship applications' });
    expect(within(table).getByRole('link', { name: 'Open scholarship application SCH-27-000001 of TAN MEI LING' })).toHaveAttribute('href', `/applications/${ID}`);
    expect(await within(table).findByText('Science and Technology Scholarship')).toBeInTheDocument();
    expect(await axe(container, WCAG)).toHaveNoViolations();
    await userEvent.type(screen.getByLabelText(/Reference, admission application number/), 'SCH-27');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'SUBMITTED');
    await userEvent.selectOptions(screen.getByLabelText('Scholarship chosen'), 'SCIENCE_TECH');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/?q=SCH-27&status=SUBMITTED&scholarship=SCIENCE_TECH');
    await waitFor(() => expect(api().requested('GET', '/office/scholarship/applications?q=SCH-27&status=SUBMITTED&scholarship=SCIENCE_TECH')).toHaveLength(1));
    await act(() => changeLanguage('zh-Hans'));
    expect(await screen.findByRole('heading', { level: 1, name: '奖学金申请' })).toBeInTheDocument();
    expect(await axe(container, WCAG)).toHaveNoViolations();
  });

  it('shows one application as submitted, worded as the applicant read it, with its award, documents and timeline', async () => {
    api()
      .on(`GET ${APP}`, view)
      .on(`GET ${APP}/award`, accepted)
      .on('GET /office/scholarship/scholarships?academicYear=2027%2F2028', [definition]);
    const { container } = renderConsole(`/applications/${ID}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Scholarship application SCH-27-000001' })).toBeInTheDocument();
    const answers = screen.getByRole('region', { name: 'Answers as submitted' });
    expect(within(answers).getByRole('heading', { name: 'Scholarship Choices' })).toBeInTheDocument();
    expect(await within(answers).findByText('Science and Technology Scholarship')).toBeInTheDocument();
    expect(within(answers).getByText('Badminton')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download badminton.pdf' })).toHaveAttribute('href', expect.stringContaining(`${APP}/documents/d1/content`));
    const award = await screen.findByRole('region', { name: 'Outcome and award' });
    expect(within(award).getByText('Accepted on 03/12/2026, 10:00', { exact: false })).toBeInTheDocument();
    // The surety's name, and the same name signed on confirming.
    expect(within(award).getAllByText('TAN AH KOW')).toHaveLength(2);
    expect(within(award).getByText('Confirmed', { selector: '.pt-tag' })).toBeInTheDocument();
    expect(within(award).getByText('Not yet nominated', { selector: '.pt-tag' })).toBeInTheDocument();
    expect(within(award).getByText(/Accepted by TAN MEI LING/)).toBeInTheDocument();
    expect(screen.getByText('Offer of the Science and Technology Scholarship released to the applicant')).toBeInTheDocument();
    expect(screen.getByText('RAHIM BIN ISMAIL', { selector: '.pt-timeline .pt-hint' })).toBeInTheDocument();
    expect(await axe(container, WCAG)).toHaveNoViolations();
    await act(() => changeLanguage('zh-Hans'));
    expect(await screen.findByRole('heading', { name: '奖学金选择' })).toBeInTheDocument();
    expect(await screen.findByText('已确认', { selector: '.pt-tag' })).toBeInTheDocument();
    expect(await axe(container, WCAG)).toHaveNoViolations();
  });

  it('checks a new scholarship with the shared schema before sending it, then defines it', async () => {
    api()
      .on('POST /office/scholarship/scholarships', { status: 201, body: { ...definition, code: 'ARTS_TALENT', name: { 'en-GB': 'Arts Talent Scholarship', 'zh-Hans': '艺术人才奖学金' } } })
      .on('GET /office/scholarship/scholarships?academicYear=2027%2F2028', [definition]);
    const { container } = renderConsole('/scholarships/new');
    await userEvent.type(await screen.findByLabelText(/^Academic year/), '2027/2029');
    await userEvent.click(screen.getByRole('button', { name: 'Define the scholarship' }));
    const summary = await screen.findByRole('region', { name: 'There is a problem' });
    expect(summaryMessages()).toEqual(expect.arrayContaining(['Enter a code for the scholarship', 'Enter the scholarship’s name in Chinese', 'Choose at least one citizenship that may apply']));
    expect(within(summary).getByRole('link', { name: 'Choose at least one citizenship that may apply' })).toHaveAttribute('href', '#citizenships-SINGAPORE_CITIZEN');
    expect(api().requested('POST', '/office/scholarship/scholarships')).toHaveLength(0);
    expect(await axe(container, WCAG)).toHaveNoViolations();

    await userEvent.clear(screen.getByLabelText(/^Academic year/));
    await fill(screen.getByLabelText(/^Academic year/), '2027/2028');
    await fill(screen.getByLabelText(/^Code/), 'arts_talent');
    await fill(screen.getByLabelText(/^Name in English/), 'Arts Talent Scholarship');
    await fill(screen.getByLabelText(/^Name in Chinese/), '艺术人才奖学金');
    await userEvent.type(screen.getByLabelText(/^Bond \(years\)/), '3');
    await fill(screen.getByLabelText(/^Living allowance/), '4500.50');
    await fill(screen.getByLabelText(/^Tuition fees covered/), '50');
    await userEvent.click(screen.getByLabelText('Singapore citizens'));
    await userEvent.click(screen.getByLabelText('Singapore permanent residents'));
    const opens = screen.getByRole('group', { name: /Applications open/ });
    await fill(within(opens).getByLabelText(/^Date/), '01/02/2027');
    await fill(within(opens).getByLabelText(/^Time/), '9:00');
    const closes = screen.getByRole('group', { name: /Applications close/ });
    await fill(within(closes).getByLabelText(/^Date/), '31/05/2027');
    await fill(within(closes).getByLabelText(/^Time/), '23:59');
    await userEvent.click(screen.getByRole('button', { name: 'Define the scholarship' }));
    // A time that is not hh:mm is put on the time box, not the date.
    expect(await within(opens).findByText(/Time must be a real date and time/)).toBeInTheDocument();
    await userEvent.clear(within(opens).getByLabelText(/^Time/));
    await fill(within(opens).getByLabelText(/^Time/), '09:00');
    await userEvent.click(screen.getByRole('button', { name: 'Define the scholarship' }));
    await waitFor(() => expect(api().requested('POST', '/office/scholarship/scholarships')).toHaveLength(1));
    expect(api().requested('POST', '/office/scholarship/scholarships')[0]!.body).toEqual({
      academicYear: '2027/2028',
      code: 'ARTS_TALENT',
      name: { 'en-GB': 'Arts Talent Scholarship', 'zh-Hans': '艺术人才奖学金' },
      description: { 'en-GB': '', 'zh-Hans': '' },
      bondYears: 3,
      livingAllowanceCents: 450_050,
      tuitionCoveragePercent: 50,
      citizenships: ['SINGAPORE_CITIZEN', 'PERMANENT_RESIDENT'],
      programmes: [],
      opensAt: '2027-02-01T09:00:00+08:00',
      closesAt: '2027-05-31T23:59:00+08:00',
    });
    expect(await screen.findByText('Arts Talent Scholarship has been defined.')).toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent('/scholarships?academicYear=2027%2F2028');
  }, 30_000);

  it('changes a scholarship (not its code), shows its history, and words it in Chinese', async () => {
    api()
      .on('GET /office/scholarship/scholarships', [definition])
      .on(`GET /office/scholarship/scholarships/${definition.id}/history`, [
        { action: 'SCHOLARSHIP_DEFINED', params: { opensAt: definition.opensAt, closesAt: definition.closesAt }, staffName: 'RAHIM BIN ISMAIL', occurredAt: '2026-11-01T01:00:00.000Z' },
      ])
      .on(`PUT /office/scholarship/scholarships/${definition.id}`, definition)
      .on('GET /office/scholarship/scholarships?academicYear=2027%2F2028', [definition]);
    const { container } = renderConsole(`/scholarships/${definition.id}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Change a scholarship' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Code/)).toHaveAttribute('readonly');
    expect(screen.getByLabelText(/^Code/)).toHaveValue('SCIENCE_TECH');
    const opens = screen.getByRole('group', { name: /Applications open/ });
    expect(within(opens).getByLabelText(/^Date/)).toHaveValue('01/02/2027');
    expect(within(opens).getByLabelText(/^Time/)).toHaveValue('00:00');
    expect(await screen.findByText(/Scholarship defined: open from/)).toBeInTheDocument();
    expect(await axe(container, WCAG)).toHaveNoViolations();
    await act(() => changeLanguage('zh-Hans'));
    expect(await screen.findByRole('heading', { level: 1, name: '修改奖学金' })).toBeInTheDocument();
    expect(await axe(container, WCAG)).toHaveNoViolations();
    await userEvent.clear(screen.getByLabelText(/^服务合约年限/));
    await userEvent.type(screen.getByLabelText(/^服务合约年限/), '5');
    await userEvent.click(screen.getByRole('button', { name: '保存修改' }));
    await waitFor(() => expect(api().requested('PUT', `/office/scholarship/scholarships/${definition.id}`)).toHaveLength(1));
    expect(api().requested('PUT', `/office/scholarship/scholarships/${definition.id}`)[0]!.body).toMatchObject({ code: 'SCIENCE_TECH', bondYears: 5, opensAt: '2027-02-01T00:00:00+08:00' });
  });

  it('records an offer (a scholarship of the year and a due date), then releases it', async () => {
    let award = noAward;
    api()
      .on(`GET ${APP}/award`, () => award)
      .on('GET /office/scholarship/scholarships?academicYear=2027%2F2028', [definition])
      .on(`PUT ${APP}/outcome`, () => {
        award = recorded;
        return recorded;
      })
      .on(`POST ${APP}/outcome/release`, () => {
        award = { ...recorded, outcome: { ...recorded.outcome!, releasedAt: '2026-12-01T02:00:00.000Z', releasedBy: 'RAHIM BIN ISMAIL' } };
        return { applicationId: ID, result: 'RELEASED' };
      });
    const { container } = renderConsole(`/applications/${ID}/outcome`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Scholarship outcome' })).toBeInTheDocument();
    await userEvent.click(screen.getByLabelText('Offer a scholarship'));
    await userEvent.click(screen.getByRole('button', { name: 'Save the outcome' }));
    const summary = await screen.findByRole('region', { name: 'There is a problem' });
    expect(within(summary).getAllByRole('link')).toHaveLength(2);
    expect(api().requested('PUT', `${APP}/outcome`)).toHaveLength(0);
    expect(await axe(container, WCAG)).toHaveNoViolations();
    await userEvent.selectOptions(await screen.findByLabelText(/^Scholarship to offer/), definition.id);
    await userEvent.type(screen.getByLabelText(/^Reply due date/), '31/07/2099');
    await userEvent.click(screen.getByRole('button', { name: 'Save the outcome' }));
    await waitFor(() => expect(api().requested('PUT', `${APP}/outcome`)).toHaveLength(1));
    expect(api().requested('PUT', `${APP}/outcome`)[0]!.body).toEqual({ result: 'OFFERED', scholarshipId: definition.id, replyDueDate: '31/07/2099', remarks: '' });
    expect(await screen.findByText(/The outcome has been saved/)).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Release the outcome' }));
    expect(await screen.findByText('The outcome has been released to the applicant.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Save the outcome' })).not.toBeInTheDocument());
    await act(() => changeLanguage('zh-Hans'));
    expect(await screen.findByRole('heading', { level: 1, name: '奖学金评审结果' })).toBeInTheDocument();
    expect(await axe(container, WCAG)).toHaveNoViolations();
  });

  it('releases a chosen batch and shows the result for each application', async () => {
    const unreleased = [
      { applicationId: ID, reference: 'SCH-27-000001', applicantName: 'TAN MEI LING', result: 'OFFERED', scholarshipCode: 'SCIENCE_TECH', replyDueDate: '2027-07-31', recordedAt: '2026-12-01T01:00:00.000Z' },
      { applicationId: '8c1d2e3f-4a5b-4c6d-8e7f-901234567890', reference: 'SCH-27-000002', applicantName: 'LIM WEI', result: 'UNSUCCESSFUL', scholarshipCode: null, replyDueDate: null, recordedAt: '2026-12-01T01:00:00.000Z' },
    ];
    let left = unreleased;
    api()
      .on('GET /office/scholarship/outcomes', () => left)
      .on('POST /office/scholarship/outcomes/release', (body: unknown) => {
        left = unreleased.slice(1);
        return { results: (body as { applicationIds: string[] }).applicationIds.map((applicationId) => ({ applicationId, result: 'RELEASED' })) };
      });
    const { container } = renderConsole('/outcomes/release');
    const release = await screen.findByRole('button', { name: 'Release the selected outcomes' });
    expect(release).toBeDisabled();
    expect(await axe(container, WCAG)).toHaveNoViolations();
    await userEvent.click(screen.getByLabelText('Release the outcome of SCH-27-000001, TAN MEI LING'));
    await userEvent.click(release);
    expect(api().requested('POST', '/office/scholarship/outcomes/release')[0]!.body).toEqual({ applicationIds: [ID] });
    const results = await screen.findByRole('alert', { name: 'Outcomes released' });
    expect(within(results).getByText('SCH-27-000001: released')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByLabelText('Release the outcome of SCH-27-000001, TAN MEI LING')).not.toBeInTheDocument());
    await act(() => changeLanguage('zh-Hans'));
    expect(await screen.findByRole('heading', { level: 1, name: '公布奖学金评审结果' })).toBeInTheDocument();
    expect(await axe(container, WCAG)).toHaveNoViolations();
  });
});
