import type { ScholarshipApplicationSummary } from '@portal/contracts/api';
import { ApplicationsStatus } from '@portal/forms/ApplicationsStatus';
import { useApiQuery } from '@portal/http/use-api-query';
import { messageText } from '@portal/i18n/messages';
import { Link } from '@portal/router';
import { paths } from '../paths';
import { scholarshipText } from '../scholarship-text';

/** Scholarship enquiry (the kit's status page): the applicant's scholarship applications (one per academic year), their status and the way to each. */
export function ScholarshipStatusPage() {
  const text = scholarshipText.useText();
  const query = useApiQuery<ScholarshipApplicationSummary[]>('/scholarship/applications');
  return (
    <ApplicationsStatus
      text={text}
      applications={query}
      draftDeleted={messageText('DRAFT_DELETED')}
      none={text('status.notApplied')}
      columns={[
        { header: text('status.admissionApplication'), cell: (application) => application.admissionApplicationNumber ?? '' },
        // Scholarship names are the office's own, shown as recorded.
        {
          header: text('status.choices'),
          cell: (application) => application.choices.join(text('status.choiceSeparator')) || text('status.noneChosen'),
        },
      ]}
      action={(application) => (
        <>
          <Link to={paths.taskList(application.id)}>
            {application.status === 'DRAFT'
              ? text('status.continue', { year: application.academicYear })
              : text('status.view', { reference: application.reference ?? application.academicYear })}
          </Link>
          {/* Released: the outcome (and from it the undertaking and sureties). */}
          {(application.status === 'AWARDED' || application.status === 'UNSUCCESSFUL') && (
            <>
              <br />
              <Link to={paths.outcome(application.id)}>{text('award.outcomeOf', { reference: application.reference ?? application.academicYear })}</Link>
            </>
          )}
        </>
      )}
    >
      <p className="pt-body">
        <Link to={paths.apply}>{text('status.apply')}</Link>
      </p>
    </ApplicationsStatus>
  );
}
