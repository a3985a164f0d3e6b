/**
 * The scholarship award's screens: Scholarship Outcome (terms, reply with a check step, final; lapsed;
 * unsuccessful; nothing before release), the Letter of Acceptance & Undertaking (declarations, typed
 * name, a guardian under 18, PDFs in both languages) and Scholarship Sureties (the surety rules'
 * messages beside the fields and in the summary, save, invite, states) — axe in English and Chinese.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe, toHaveNoViolations } from 'jest-axe';
import type { ApplicantScholarshipOutcome, ScholarshipTerms, SuretyView, UndertakingLetter } from '@portal/contracts/scholarship/award';
import { UNDERTAKING_WORDS } from '@portal/contracts/scholarship/undertaking-letter';
import { changeLanguage } from '@portal/i18n/i18n';
import { ELIGIBLE_SURETY } from '../../shared/contracts/test/scholarship-award-sample';
import { installFakeFormApi } from '../../shared/forms/test/helpers/fake-form-api';
import { WCAG } from '../../shared/ui/test/helpers/wcag';
import { API, APPLICATION_ID, scholarshipForm } from './helpers/samples';
import { renderRoutes, summaryMessages } from './helpers/render';

expect.extend(toHaveNoViolations);
const api = installFakeFormApi();

const TERMS: ScholarshipTerms = {
  scholarshipId: 'id-SCIENCE_TECH',
  code: 'SCIENCE_TECH',
  academicYear: '2027/2028',
  name: { 'en-GB': 'Science and Technology Scholarship', 'zh-Hans': '科技奖学金' },
  bondYears: 6,
  livingAllowanceCents: 600_000,
  tuitionCoveragePercent: 100,
};
const REFERENCE = 'SCH-2027-000123';

function outcome(offer: Partial<NonNullable<ApplicantScholarshipOutcome['offer']>> | null = {}): ApplicantScholarshipOutcome {
  return {
    applicationId: APPLICATION_ID,
    reference: REFERENCE,
    result: offer ? 'OFFERED' : 'UNSUCCESSFUL',
    releasedAt: '2026-11-25T02:00:00.000Z',
    offer: offer && {
      terms: TERMS,
      replyDueDate: '2026-12-15',
      replyDueAt: '2026-12-15T15:59:59.999Z',
      state: 'AWAITING_REPLY',
      respondedAt: null,
      declineReason: null,
      undertakingAccepted: false,
      ...offer,
    },
  };
}

function serveApplication() {
  api()
    .on(`GET ${API}`, scholarshipForm({ status: 'AWARDED', reference: REFERENCE, submittedAt: '2026-11-21T02:00:00.000Z' }))
    .on(`GET ${API}/timeline`, []);
}

describe('Scholarship Outcome', () => {
  it('shows the offer with its terms, and takes a reply through a check step; the reply is then final', async () => {
    const user = userEvent.setup();
    serveApplication();
    api()
      .on(`GET ${API}/outcome`, outcome())
      .on(`POST ${API}/outcome/response`, outcome({ state: 'ACCEPTED', respondedAt: '2026-11-26T03:00:00.000Z' }));
    renderRoutes(`/applications/${APPLICATION_ID}/outcome`);
    expect(await screen.findByText('Congratulations: you have been offered a scholarship')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: /Scholarship Outcome/ })).toBeInTheDocument();
    expect(screen.getByText('6 years of work in Singapore after graduating')).toBeInTheDocument();
    expect(screen.getByText('SGD 6,000.00 a year')).toBeInTheDocument();
    expect(screen.getByText('100%')).toBeInTheDocument();
    expect(screen.getByText('15/12/2026, 23:59 Singapore time')).toBeInTheDocument();
    expect(await axe(document.body, WCAG)).toHaveNoViolations();

    // Declining needs a reason: the message beside the field and in the summary.
    await user.click(screen.getByRole('radio', { name: 'Decline the scholarship' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await summaryMessages()).toEqual(['Enter your reason for declining the scholarship offer']);

    await user.click(screen.getByRole('radio', { name: 'Accept the scholarship' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Check your reply' })).toHaveFocus());
    expect(screen.getByText('Accept the scholarship')).toBeInTheDocument();
    expect(api().requested('POST', `${API}/outcome/response`)).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Confirm my reply' }));
    expect(await screen.findByText('You have accepted the scholarship offer')).toBeInTheDocument();
    expect(api().requested('POST', `${API}/outcome/response`).map((request) => request.body)).toEqual([{ decision: 'ACCEPT' }]);
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Read and accept your Letter of Acceptance & Undertaking' })).toHaveAttribute('href', `/applications/${APPLICATION_ID}/undertaking`);
  });

  it('shows a lapsed offer with the lapse message and no form, in Chinese', async () => {
    serveApplication();
    api().on(`GET ${API}/outcome`, outcome({ state: 'LAPSED' }));
    await act(() => changeLanguage('zh-Hans'));
    renderRoutes(`/applications/${APPLICATION_ID}/outcome`);
    expect(await screen.findByText('此奖学金颁发通知已失效')).toBeInTheDocument();
    expect(screen.getByText('此奖学金颁发通知已失效。如需协助，请联系奖学金办公室。')).toBeInTheDocument();
    expect(screen.getByText('科技奖学金')).toBeInTheDocument();
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '继续' })).not.toBeInTheDocument();
    expect(await axe(document.body, WCAG)).toHaveNoViolations();
  });

  it('words an unsuccessful outcome kindly, and says when there is none yet', async () => {
    serveApplication();
    api().on(`GET ${API}/outcome`, outcome(null));
    const view = renderRoutes(`/applications/${APPLICATION_ID}/outcome`);
    expect(await screen.findByText(/We regret that we are unable to offer you a scholarship this time/)).toBeInTheDocument();
    view.unmount();
    api().on(`GET ${API}/outcome`, { status: 404, body: { errors: [{ code: 'NOT_FOUND', message: 'Not found' }] } });
    renderRoutes(`/applications/${APPLICATION_ID}/outcome`);
    expect(await screen.findByText(/There is no outcome for this scholarship application yet/)).toBeInTheDocument();
  });
});

/** Types a value as one paste (the form checks every change; key by key is slow and adds nothing here). */
async function fill(user: ReturnType<typeof userEvent.setup>, input: HTMLElement, value: string) {
  await user.clear(input);
  await user.paste(value);
}

function letter(overrides: Partial<UndertakingLetter> = {}): UndertakingLetter {
  const facts = { applicantName: 'LIM WEI JIE', scholarshipName: TERMS.name['en-GB'], academicYear: '2027/2028', bondYears: 6, livingAllowanceCents: 600_000, tuitionCoveragePercent: 100, guardianRequired: true };
  return {
    applicationId: APPLICATION_ID,
    reference: REFERENCE,
    applicantName: 'LIM WEI JIE',
    terms: TERMS,
    bondYears: 6,
    liquidatedDamagesInterestPercent: 10,
    clauses: { 'en-GB': UNDERTAKING_WORDS['en-GB'].clauses(facts), 'zh-Hans': UNDERTAKING_WORDS['zh-Hans'].clauses({ ...facts, scholarshipName: TERMS.name['zh-Hans'] }) },
    declarations: ['readLetter', 'acceptObligations', 'bond', 'liquidatedDamages'],
    guardianRequired: true,
    accepted: null,
    ...overrides,
  };
}

describe('Letter of Acceptance & Undertaking', () => {
  it("shows the letter, asks for every declaration, the typed name and (under 18) a guardian's endorsement; accepted once", async () => {
    const user = userEvent.setup();
    serveApplication();
    const guardian = { name: 'LIM AH HUAT', relationship: 'FATHER' as const, email: 'lim.ahhuat@example.com', endorsement: true as const };
    api()
      .on(`GET ${API}/undertaking`, letter())
      .on(`POST ${API}/undertaking`, letter({ accepted: { acceptedAt: '2026-11-26T03:00:00.000Z', acceptedName: 'LIM WEI JIE', guardian } }));
    renderRoutes(`/applications/${APPLICATION_ID}/undertaking`);
    expect(await screen.findByText(/a bond of 6 years of work in Singapore/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download the letter in English (PDF)' })).toHaveAttribute('href', `/api${API}/undertaking/pdf?language=en-GB`);
    expect(screen.getByRole('link', { name: 'Download the letter in Chinese (PDF)' })).toHaveAttribute('href', `/api${API}/undertaking/pdf?language=zh-Hans`);
    expect(await axe(document.body, WCAG)).toHaveNoViolations();

    await user.click(screen.getByRole('button', { name: 'Accept the undertaking' }));
    const messages = await summaryMessages();
    expect(messages.filter((message) => message === 'Confirm this declaration to accept the undertaking')).toHaveLength(4);
    expect(messages).toContain('As you are under 18, your parent or legal guardian must endorse the undertaking');

    for (const declaration of Object.values(UNDERTAKING_WORDS['en-GB'].declarations)) await user.click(screen.getByRole('checkbox', { name: declaration }));
    await fill(user, screen.getByRole('textbox', { name: /Your full name/ }), 'LIM WEI JIE');
    await fill(user, screen.getByRole('textbox', { name: /Parent or guardian's full name/ }), guardian.name);
    await user.selectOptions(screen.getByRole('combobox', { name: /Relationship to you/ }), 'FATHER');
    await fill(user, screen.getByRole('textbox', { name: /Parent or guardian's e-mail address/ }), guardian.email);
    await user.click(screen.getByRole('checkbox', { name: /I, the parent or legal guardian named above, endorse/ }));
    await user.click(screen.getByRole('button', { name: 'Accept the undertaking' }));
    expect(await screen.findByText('You have accepted the Letter of Acceptance & Undertaking')).toBeInTheDocument();
    expect(api().requested('POST', `${API}/undertaking`).map((request) => request.body)).toEqual([
      { acceptedName: 'LIM WEI JIE', declarations: { readLetter: true, acceptObligations: true, bond: true, liquidatedDamages: true }, guardian },
    ]);
    expect(screen.getByText('Endorsed by LIM AH HUAT (Father).')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Nominate your sureties' })).toHaveAttribute('href', `/applications/${APPLICATION_ID}/sureties`);
  }, 20_000);

  it('reads in Chinese, without guardian fields for an adult', async () => {
    serveApplication();
    api().on(`GET ${API}/undertaking`, letter({ guardianRequired: false }));
    await act(() => changeLanguage('zh-Hans'));
    renderRoutes(`/applications/${APPLICATION_ID}/undertaking`);
    expect(await screen.findByText(/年利率 10% 复利/)).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: UNDERTAKING_WORDS['zh-Hans'].declarations.bond })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: /父母或监护人的认可/ })).not.toBeInTheDocument();
    expect(await axe(document.body, WCAG)).toHaveNoViolations();
  });
});

const noDocuments = { identification: null, employmentLetter: null };
const emptySurety = (position: 1 | 2): SuretyView => ({ position, status: null, details: null, documents: noDocuments, invitedAt: null, linkExpiresAt: null, confirmedAt: null });

/** Only the date is fixed (timers stay real, for user-event and findBy). */
const TIMERS_KEPT_REAL = ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'setImmediate', 'clearImmediate', 'nextTick', 'queueMicrotask', 'requestAnimationFrame', 'cancelAnimationFrame', 'requestIdleCallback', 'cancelIdleCallback', 'performance', 'hrtime'] as const;

describe('Scholarship Sureties', () => {
  // Mid-July 2027: the 2027/2028 award's sureties are named once their letters can be dated 1 June 2027 or later, and not after today.
  beforeEach(() => jest.useFakeTimers({ now: new Date('2027-07-15T02:00:00.000Z'), doNotFake: [...TIMERS_KEPT_REAL] }));
  afterEach(() => jest.useRealTimers());

  it("gives the surety rules' messages beside the fields and in the summary, saves, and invites", async () => {
    const user = userEvent.setup();
    serveApplication();
    const saved: SuretyView = { ...emptySurety(1), status: 'NOMINATED', details: { ...ELIGIBLE_SURETY, dateOfBirth: '15/03/1983' } as SuretyView['details'] };
    const invited: SuretyView = { ...saved, status: 'INVITED', invitedAt: '2026-11-26T03:00:00.000Z', linkExpiresAt: '2026-12-10T03:00:00.000Z' };
    api()
      .on(`GET ${API}/sureties`, [emptySurety(1), emptySurety(2)])
      .on(`PUT ${API}/sureties/1`, saved)
      .on(`POST ${API}/sureties/1/invite`, invited);
    renderRoutes(`/applications/${APPLICATION_ID}/sureties`);
    const first = await screen.findByRole('region', { name: 'Surety 1' });
    expect(screen.getByRole('region', { name: 'Surety 2' })).toBeInTheDocument();
    expect(within(first).getByText('Not nominated')).toBeInTheDocument();
    expect(within(first).getByRole('button', { name: 'Send surety 1 the link' })).toBeDisabled();
    expect(await axe(document.body, WCAG)).toHaveNoViolations();

    const form = within(first).getByRole('form', { name: 'Details of surety 1' });
    await fill(user, within(form).getByRole('textbox', { name: /Full name/ }), ELIGIBLE_SURETY.fullName);
    await user.selectOptions(within(form).getByRole('combobox', { name: /Identification type/ }), 'NRIC');
    await fill(user, within(form).getByRole('textbox', { name: /Identification number/ }), ELIGIBLE_SURETY.idNumber);
    // 50 on 1 August 2027: too old.
    await fill(user, within(form).getByRole('textbox', { name: /Date of birth/ }), '15/03/1977');
    await user.selectOptions(within(form).getByRole('combobox', { name: /Relationship to you/ }), 'FATHER');
    await user.click(within(within(form).getByRole('radiogroup', { name: /immediate family member/ })).getByRole('radio', { name: 'Yes' }));
    await fill(user, within(form).getByRole('textbox', { name: /E-mail address/ }), ELIGIBLE_SURETY.email);
    await fill(user, within(form).getByRole('textbox', { name: /Mobile number/ }), ELIGIBLE_SURETY.mobile);
    await user.click(within(within(form).getByRole('radiogroup', { name: /employed/ })).getByRole('radio', { name: 'Yes' }));
    await fill(user, within(form).getByRole('textbox', { name: /Employer/ }), ELIGIBLE_SURETY.employer);
    await fill(user, within(form).getByRole('textbox', { name: /Occupation/ }), ELIGIBLE_SURETY.occupation);
    await fill(user, within(form).getByRole('textbox', { name: /Date of the employment letter/ }), '31/05/2027');
    await user.click(within(within(form).getByRole('radiogroup', { name: /bankrupt/ })).getByRole('radio', { name: 'No' }));
    await user.click(within(within(form).getByRole('radiogroup', { name: /existing scholarship, loan or grant agreement/ })).getByRole('radio', { name: 'No' }));
    await user.click(within(form).getByRole('button', { name: 'Save surety 1' }));
    expect(await summaryMessages()).toEqual(['A surety must be aged 21 to 49 on 1 August 2027', 'The employment letter must be dated 1 June 2027 or later']);
    expect(within(form).getByRole('textbox', { name: /Date of birth/ })).toHaveAccessibleDescription(/A surety must be aged 21 to 49 on 1 August 2027/);
    expect(api().requested('PUT', `${API}/sureties/1`)).toHaveLength(0);

        await fill(user, within(form).getByRole('textbox', { name: /Date of birth/ }), '15/03/1983');
        await fill(user, within(form).getByRole('textbox', { name: /Date of the employment letter/ }), '01/06/2027');
    await user.click(within(form).getByRole('button', { name: 'Save surety 1' }));
    expect(await within(first).findByText("Surety 1's details are saved.")).toBeInTheDocument();
    expect(api().requested('PUT', `${API}/sureties/1`)[0]!.body).toMatchObject({ dateOfBirth: '15/03/1983', immediateFamily: true, employed: true, bankrupt: false, existingAgreement: false });
    expect(within(first).getByText('Nominated')).toBeInTheDocument();

    await user.click(within(first).getByRole('button', { name: 'Send surety 1 the link' }));
    expect(await within(first).findByText('We have e-mailed surety 1 the link to confirm.')).toBeInTheDocument();
    expect(within(first).getByText('Invited: waiting for confirmation')).toBeInTheDocument();
    expect(within(first).getByRole('button', { name: 'Send surety 1 a new link' })).toBeEnabled();
  }, 20_000);

  it('shows a confirmed surety read-only, in Chinese; before the undertaking, the way to it', async () => {
    serveApplication();
    const confirmed: SuretyView = { ...emptySurety(2), status: 'CONFIRMED', details: ELIGIBLE_SURETY as SuretyView['details'], confirmedAt: '2026-11-26T05:00:00.000Z' };
    api().on(`GET ${API}/sureties`, [emptySurety(1), confirmed]);
    await act(() => changeLanguage('zh-Hans'));
    const view = renderRoutes(`/applications/${APPLICATION_ID}/sureties`);
    const second = await screen.findByRole('region', { name: '担保人 2' });
    expect(within(second).getByText('已确认')).toBeInTheDocument();
    expect(within(second).getByText('此担保人已确认，其资料不能再更改。')).toBeInTheDocument();
    expect(within(second).queryByRole('form')).not.toBeInTheDocument();
    expect(await axe(document.body, WCAG)).toHaveNoViolations();
    view.unmount();
    api().on(`GET ${API}/sureties`, { status: 409, body: { errors: [{ code: 'SURETIES_NOT_AVAILABLE', message: '' }] } });
    renderRoutes(`/applications/${APPLICATION_ID}/sureties`);
    expect(await screen.findByText('您接受《接受与承诺书》后，方可提名担保人')).toBeInTheDocument();
  });
});
