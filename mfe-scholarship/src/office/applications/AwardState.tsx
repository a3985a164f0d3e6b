/** An application's award as the office sees it: the outcome, the applicant's reply, the Letter of Acceptance & Undertaking and each surety's state. */
import type { Language } from '@portal/contracts/languages';
import type { OfficeScholarshipAward, SuretyStatus } from '@portal/contracts/scholarship/award';
import { useLanguage } from '@portal/i18n/namespace';
import { ThirdPartyState, type ThirdPartyStateWords } from '@portal/ui/console/ThirdPartyState';
import { formatDate, formatDateTime, formatMoney } from '@portal/ui/format';
import { SummaryList } from '@portal/ui/SummaryList';
import { scholarshipOfficeText } from '../office-text';

type Text = ReturnType<typeof scholarshipOfficeText.useText>;

/** The outcome's rows: what was recorded, by whom, whether released, and the reply. */
export function outcomeRows(award: OfficeScholarshipAward, text: Text, language: Language) {
  const outcome = award.outcome;
  if (!outcome) return [{ id: 'outcome', key: text('award.outcome'), value: text('award.noOutcome') }];
  const terms = outcome.terms;
  const reply = outcome.response
    ? text('award.replied', { reply: text(`award.responses.${outcome.response}`), date: outcome.respondedAt ? formatDateTime(outcome.respondedAt) : '' })
    : outcome.releasedAt
      ? text('award.awaitingReply')
      : text('award.notReleasedYet');
  return [
    { id: 'outcome', key: text('award.outcome'), value: text(`award.results.${outcome.result}`) },
    ...(terms
      ? [
          { id: 'scholarship', key: text('award.scholarship'), value: `${terms.name[language]} (${terms.code})` },
          { id: 'terms', key: text('award.terms'), value: text('award.termsValue', { bond: terms.bondYears, allowance: formatMoney(terms.livingAllowanceCents), tuition: terms.tuitionCoveragePercent }) },
          { id: 'replyDue', key: text('award.replyDueDate'), value: outcome.replyDueDate ? formatDate(outcome.replyDueDate) : '' },
        ]
      : []),
    ...(outcome.remarks ? [{ id: 'remarks', key: text('award.remarks'), value: outcome.remarks }] : []),
    { id: 'recorded', key: text('award.recorded'), value: text('award.byOn', { name: outcome.recordedBy, date: formatDateTime(outcome.recordedAt) }) },
    {
      id: 'released',
      key: text('award.released'),
      value: outcome.releasedAt ? text('award.byOn', { name: outcome.releasedBy ?? '', date: formatDateTime(outcome.releasedAt) }) : text('award.notReleased'),
    },
    ...(outcome.result === 'OFFERED' ? [{ id: 'reply', key: text('award.reply'), value: reply }] : []),
    ...(outcome.declineReason ? [{ id: 'declineReason', key: text('award.declineReason'), value: outcome.declineReason }] : []),
  ];
}

export function AwardState({ award }: { award: OfficeScholarshipAward }) {
  const text = scholarshipOfficeText.useText();
  const language = useLanguage() as Language;
  const undertaking = award.undertaking;
  const accepted = award.outcome?.response === 'ACCEPTED';
  return (
    <section aria-labelledby="award-heading">
      <h2 id="award-heading" className="pt-heading-m">
        {text('award.title')}
      </h2>
      <SummaryList rows={outcomeRows(award, text, language)} />
      {accepted && (
        <>
          <h3 className="pt-heading-s">{text('award.undertaking')}</h3>
          <SummaryList
            rows={
              undertaking
                ? [
                    { id: 'lau', key: text('award.undertakingState'), value: text('award.undertakingAccepted', { name: undertaking.acceptedName, date: formatDateTime(undertaking.acceptedAt) }) },
                    ...(undertaking.guardian
                      ? [{ id: 'guardian', key: text('award.guardian'), value: text('award.guardianValue', { name: undertaking.guardian.name, relationship: text(`award.relationships.${undertaking.guardian.relationship}`) }) }]
                      : []),
                  ]
                : [{ id: 'lau', key: text('award.undertakingState'), value: text('award.undertakingPending') }]
            }
          />
          <h3 className="pt-heading-s">{text('award.sureties')}</h3>
          {award.sureties.map((surety) => (
            <Surety key={surety.position} surety={surety} />
          ))}
        </>
      )}
    </section>
  );
}

/** One surety in the console kit's ThirdPartyState, the view every office has of a third party. */
function Surety({ surety }: { surety: OfficeScholarshipAward['sureties'][number] }) {
  const text = scholarshipOfficeText.useText();
  const words: ThirdPartyStateWords<SuretyStatus> = {
    name: text('award.suretyName'),
    email: text('award.suretyEmail'),
    status: text('award.suretyStatus'),
    statuses: (status) => text(`award.suretyStatuses.${status}`),
    invited: text('award.suretyInvitedOn'),
    linkExpires: text('award.suretyLinkExpires'),
    confirmed: text('award.suretyConfirmedOn'),
    signedAs: text('award.suretySignedAs'),
  };
  return (
    <>
      <h4 className="pt-heading-s">{text('award.surety', { position: surety.position })}</h4>
      <ThirdPartyState party={{ ...surety, name: surety.details?.fullName ?? null, email: surety.details?.email ?? null }} words={words} />
    </>
  );
}
