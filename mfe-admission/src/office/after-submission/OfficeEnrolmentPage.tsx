/** An applicant's RNS confirmation of enrolment as submitted (read-only), with its documents. */
import type { EnrolmentStatus } from '@portal/contracts/admission/after-submission';
import { useApiQuery } from '@portal/http/use-api-query';
import { useParams } from '@portal/router';
import { formatDate, formatDateTime } from '@portal/ui/format';
import { QueryResult } from '@portal/ui/QueryResult';
import { SummaryList, type SummaryRow } from '@portal/ui/SummaryList';
import { admissionOfficeText } from '../office-text';
import { OfficeDocuments, OfficeFrame, officeApi } from './frame';

type Decision = 'ENROL' | 'DEFER' | 'DISRUPT' | 'NOT_ENROL';

export function OfficeEnrolmentPage() {
  const text = admissionOfficeText.useText();
  const { applicationNumber = '' } = useParams();
  const base = officeApi(applicationNumber, 'enrolment');
  const status = useApiQuery<EnrolmentStatus>(base);
  return (
    <OfficeFrame applicationNumber={applicationNumber} title={text('afterSubmission.enrolment.title')}>
      <QueryResult query={status} what={text('afterSubmission.loadingWhat')}>
        {(enrolment) =>
          !enrolment.available ? (
            <p className="pt-body">{text('afterSubmission.enrolment.notAvailable')}</p>
          ) : (
            <>
              <p className="pt-body">{text('afterSubmission.enrolment.commencing', { date: formatDate(enrolment.commencesOn) })}</p>
              {enrolment.submission ? <Answers enrolment={enrolment} /> : <p className="pt-body">{text('afterSubmission.enrolment.notSubmitted')}</p>}
              <h2 className="pt-heading-m">{text('afterSubmission.enrolment.documents')}</h2>
              <OfficeDocuments base={base} documents={enrolment.documents} none={text('afterSubmission.enrolment.none')} />
            </>
          )
        }
      </QueryResult>
    </OfficeFrame>
  );
}

function Answers({ enrolment }: { enrolment: EnrolmentStatus }) {
  const text = admissionOfficeText.useText();
  const submission = enrolment.submission!;
  const answer = (section: string, field: string) => String(submission.answers[section]?.[field] ?? '');
  const rows: SummaryRow[] = [
    { key: text('afterSubmission.enrolment.decision'), value: text(`afterSubmission.enrolment.decisions.${submission.decision as Decision}`) },
    { key: text('afterSubmission.enrolment.submittedOn'), value: formatDateTime(submission.submittedAt) },
    ...(submission.letterDueOn ? [{ key: text('afterSubmission.enrolment.letterDue'), value: formatDate(submission.letterDueOn) }] : []),
    { key: text('afterSubmission.enrolment.email'), value: answer('contact', 'email') },
    { key: text('afterSubmission.enrolment.mobile'), value: answer('contact', 'mobile') },
  ];
  const period = answer('details', 'deferPeriod') as 'ONE_YEAR' | 'TWO_YEARS' | '';
  const reason = answer('details', 'disruptionReason') as 'NATIONAL_SERVICE' | 'MEDICAL' | 'OTHER' | '';
  // Only the details the decision asked for are there.
  const details: Array<[Parameters<typeof text>[0], string]> = [
    ['afterSubmission.enrolment.deferPeriod', period && text(`afterSubmission.enrolment.periods.${period}`)],
    ['afterSubmission.enrolment.deferReason', answer('details', 'deferReason')],
    ['afterSubmission.enrolment.disruptionReason', reason && text(`afterSubmission.enrolment.reasons.${reason}`)],
    ['afterSubmission.enrolment.disruptionOther', answer('details', 'disruptionOther')],
    ['afterSubmission.enrolment.disruptionPeriod', answer('details', 'disruptionFrom') && `${answer('details', 'disruptionFrom')} – ${answer('details', 'disruptionTo')}`],
    ['afterSubmission.enrolment.notEnrollingReason', answer('details', 'notEnrollingReason')],
  ];
  for (const [key, value] of details) if (value) rows.push({ key: text(key), value });
  return <SummaryList rows={rows} />;
}
