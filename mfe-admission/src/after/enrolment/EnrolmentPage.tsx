/**
 * RNS Confirmation of Enrolment, its start page (spec 2 "sections one to five"): when enrolment
 * commences, the letters' promise with its date, and the five sections as a task list; once
 * submitted, the confirmation as given (final).
 */
import type { EnrolmentStatus } from '@portal/contracts/admission/after-submission';
import { programmeName } from '@portal/contracts/programmes';
import type { Language } from '@portal/contracts/languages';
import { useLanguage } from '@portal/i18n/namespace';
import { useApiQuery } from '@portal/http/use-api-query';
import { useNavigationState } from '@portal/mount/hydration';
import { Link, useParams } from '@portal/router';
import { formatDateTime } from '@portal/ui/format';
import { NotificationBanner } from '@portal/ui/NotificationBanner';
import { QueryResult } from '@portal/ui/QueryResult';
import { StatusTag } from '@portal/ui/StatusTag';
import { SummaryList } from '@portal/ui/SummaryList';
import { TaskList, taskDescribedBy } from '@portal/ui/TaskList';
import { admissionText } from '../../admission-text';
import { AfterSubmissionFrame, afterSubmissionApi, afterSubmissionPaths, useLongDate } from '../frame';
import { ENROLMENT_STEPS, stepState } from './steps';

const STATE_COLOURS = { NOT_STARTED: 'grey', IN_PROGRESS: 'blue', COMPLETED: 'green', HAS_ERRORS: 'red', OPTIONAL: 'grey', READY: 'blue' } as const;

export function EnrolmentPage() {
  const text = admissionText.useText();
  const { applicationNumber = '' } = useParams();
  const status = useApiQuery<EnrolmentStatus>(afterSubmissionApi.enrolment(applicationNumber));
  const justSubmitted = useNavigationState<{ submitted?: boolean }>()?.submitted === true;
  return (
    <AfterSubmissionFrame applicationNumber={applicationNumber} title={text('afterSubmission.enrolment.title')}>
      <QueryResult query={status} what={text('afterSubmission.loadingWhat')}>
        {(enrolment) =>
          !enrolment.available ? (
            <p className="pt-body">{text('afterSubmission.enrolment.notAvailable')}</p>
          ) : (
            <>
              <Dates enrolment={enrolment} />
              {enrolment.submission ? <Submitted enrolment={enrolment} announce={justSubmitted} /> : <Sections enrolment={enrolment} />}
            </>
          )
        }
      </QueryResult>
    </AfterSubmissionFrame>
  );
}

function Dates({ enrolment }: { enrolment: EnrolmentStatus }) {
  const text = admissionText.useText();
  const longDate = useLongDate();
  return (
    <section className="pt-inset" aria-labelledby="enrolment-commencing">
      <h2 className="pt-heading-s" id="enrolment-commencing">
        {text('afterSubmission.enrolment.commencing', { date: longDate(enrolment.commencesOn) })}
      </h2>
      {!enrolment.submission && <p className="pt-body">{text('afterSubmission.enrolment.lettersWithin', { date: longDate(enrolment.letterDueIfSubmittedToday) })}</p>}
    </section>
  );
}

function Sections({ enrolment }: { enrolment: EnrolmentStatus }) {
  const text = admissionText.useText();
  const language = useLanguage() as Language;
  const items = ENROLMENT_STEPS.map((step, index) => {
    const state = stepState(step, enrolment);
    const item = { id: `enrolment-${step}` };
    return {
      ...item,
      title: (
        <Link to={afterSubmissionPaths.enrolmentStep(enrolment.applicationNumber, step)} aria-describedby={taskDescribedBy(item)}>
          {text('afterSubmission.enrolment.sectionN', { n: index + 1, title: text(`afterSubmission.enrolment.sections.${step}`) })}
        </Link>
      ),
      status: <StatusTag status={state} colour={STATE_COLOURS[state]} label={text(`afterSubmission.enrolment.states.${state}`)} />,
    };
  });
  return (
    <>
      <p className="pt-body">{text('afterSubmission.enrolment.intro')}</p>
      {enrolment.programme && (
        <SummaryList rows={[{ key: text('afterSubmission.enrolment.programme'), value: programmeName(enrolment.programme, language) }]} />
      )}
      <h2 className="pt-heading-m">{text('afterSubmission.enrolment.sectionsHeading')}</h2>
      <TaskList items={items} />
    </>
  );
}

function Submitted({ enrolment, announce }: { enrolment: EnrolmentStatus; announce: boolean }) {
  const text = admissionText.useText();
  const longDate = useLongDate();
  const submission = enrolment.submission!;
  const decision = submission.decision as 'ENROL' | 'DEFER' | 'DISRUPT' | 'NOT_ENROL';
  return (
    <>
      <NotificationBanner variant="success" title={text('afterSubmission.enrolment.submittedTitle')} focusOnMount={announce} alert={announce}>
        <p className="pt-body">{text(`afterSubmission.enrolment.decision.options.${decision}`)}</p>
        {submission.letterDueOn && (decision === 'DEFER' || decision === 'DISRUPT') && (
          <p className="pt-body">
            {text('afterSubmission.enrolment.letterDue', { letter: text(`afterSubmission.enrolment.letters.${decision}`), date: longDate(submission.letterDueOn) })}
          </p>
        )}
      </NotificationBanner>
      <SummaryList
        rows={[
          { key: text('afterSubmission.enrolment.decisionLabel'), value: text(`afterSubmission.enrolment.decision.options.${decision}`) },
          { key: text('afterSubmission.enrolment.submittedOn'), value: formatDateTime(submission.submittedAt) },
        ]}
      />
    </>
  );
}
