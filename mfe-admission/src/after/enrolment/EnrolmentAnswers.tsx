/**
 * Section 5's "Check your answers": what was entered in sections 1 to 4, each under its title with
 * its Change link (the long forms' check-answers section), worded as the steps word their questions.
 * Only the details the chosen decision asks for are shown.
 */
import type { EnrolmentStatus } from '@portal/contracts/admission/after-submission';
import type { SectionDraft, SectionState } from '@portal/contracts/forms';
import { CheckAnswersSection } from '@portal/forms/CheckAnswersSection';
import { useApiQuery } from '@portal/http/use-api-query';
import { QueryResult, type QueryLike } from '@portal/ui/QueryResult';
import { SummaryList, type SummaryRow } from '@portal/ui/SummaryList';
import { admissionText } from '../../admission-text';
import { afterSubmissionPaths } from '../frame';
import { stepState, type EnrolmentStep } from './steps';

type Answers = Record<string, unknown> | null;
type Decision = 'ENROL' | 'DEFER' | 'DISRUPT' | 'NOT_ENROL';
const DECISIONS: readonly string[] = ['ENROL', 'DEFER', 'DISRUPT', 'NOT_ENROL'];
const PERIODS: readonly string[] = ['ONE_YEAR', 'TWO_YEARS'];
const REASONS: readonly string[] = ['NATIONAL_SERVICE', 'MEDICAL', 'OTHER'];

const word = (answers: Answers, field: string) => (typeof answers?.[field] === 'string' ? (answers[field] as string) : '');

export function EnrolmentAnswers({ enrolment, baseUrl }: { enrolment: EnrolmentStatus; baseUrl: string }) {
  const text = admissionText.useText();
  const contact = useApiQuery<SectionDraft>(`${baseUrl}/sections/contact`);
  const decision = useApiQuery<SectionDraft>(`${baseUrl}/sections/decision`);
  const details = useApiQuery<SectionDraft>(`${baseUrl}/sections/details`);
  // The three drafts as one query: the answers show once all have loaded, Try again reloads them all.
  const all: QueryLike<{ contact: Answers; decision: Answers; details: Answers }> = {
    status: contact.status === 'error' || decision.status === 'error' || details.status === 'error' ? 'error' : contact.status === 'loading' || decision.status === 'loading' || details.status === 'loading' ? 'loading' : 'success',
    data: contact.data && decision.data && details.data ? { contact: contact.data.data, decision: decision.data.data, details: details.data.data } : undefined,
    errors: [...(contact.errors ?? []), ...(decision.errors ?? []), ...(details.errors ?? [])],
    reload: () => [contact, decision, details].forEach((query) => query.reload()),
  };
  return (
    <QueryResult query={all} what={text('afterSubmission.enrolment.declaration.answersWhat')}>
      {(answers) => <AnswerSections enrolment={enrolment} {...answers} />}
    </QueryResult>
  );
}

function AnswerSections({ enrolment, contact, decision, details }: { enrolment: EnrolmentStatus; contact: Answers; decision: Answers; details: Answers }) {
  const text = admissionText.useText();
  const t = (key: string) => text(`afterSubmission.enrolment.${key}` as 'afterSubmission.enrolment.title');
  const chosen = word(decision, 'decision');
  const section = (step: EnrolmentStep, rows: SummaryRow[]) => {
    const title = text(`afterSubmission.enrolment.sections.${step}`);
    // "Able to enrol" asks no details: nothing saved there is nothing missing (as the server sees it).
    const state = step === 'details' && chosen === 'ENROL' ? 'COMPLETED' : stepState(step, enrolment);
    return (
      <CheckAnswersSection
        key={step}
        id={`enrolment-${step}`}
        title={title}
        // Documents are optional: none uploaded is an answer, not an unfinished section.
        state={(state === 'OPTIONAL' || state === 'READY' ? 'COMPLETED' : state) as SectionState}
        changeHref={afterSubmissionPaths.enrolmentStep(enrolment.applicationNumber, step)}
      >
        {rows.length ? <SummaryList rows={rows} /> : undefined}
      </CheckAnswersSection>
    );
  };
  const filled = (rows: Array<[string, string]>): SummaryRow[] => rows.filter(([, value]) => value).map(([key, value]) => ({ key: t(key), value }));
  const period = word(details, 'deferPeriod');
  const reason = word(details, 'disruptionReason');
  return (
    <>
      {section(
        'contact',
        filled([
          ['contact.email', word(contact, 'email')],
          ['contact.mobile', word(contact, 'mobile')],
        ]),
      )}
      {section('decision', filled([['decision.legend', DECISIONS.includes(chosen) ? t(`decision.options.${chosen as Decision}`) : '']]))}
      {section(
        'details',
        chosen === 'ENROL'
          ? [{ key: t('sections.details'), value: t('declaration.noDetails') }]
          : filled([
              ['details.deferPeriod', PERIODS.includes(period) ? t(`details.periods.${period}`) : ''],
              ['details.deferReason', chosen === 'DEFER' ? word(details, 'deferReason') : ''],
              ['details.disruptionReason', REASONS.includes(reason) ? t(`details.reasons.${reason}`) : ''],
              ['details.disruptionOther', chosen === 'DISRUPT' ? word(details, 'disruptionOther') : ''],
              ['details.disruptionFrom', chosen === 'DISRUPT' ? word(details, 'disruptionFrom') : ''],
              ['details.disruptionTo', chosen === 'DISRUPT' ? word(details, 'disruptionTo') : ''],
              ['details.notEnrollingReason', chosen === 'NOT_ENROL' ? word(details, 'notEnrollingReason') : ''],
            ]),
      )}
      {section('documents', [
        {
          key: t('sections.documents'),
          value: enrolment.documents.length ? (
            <ul className="pt-list">
              {enrolment.documents.map((document) => (
                <li key={document.id}>{document.fileName}</li>
              ))}
            </ul>
          ) : (
            t('declaration.noDocuments')
          ),
        },
      ])}
    </>
  );
}
