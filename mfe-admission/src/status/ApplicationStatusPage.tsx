import type { AdmissionApplicationSummary } from '@portal/contracts/api';
import { useApiQuery } from '@portal/http/use-api-query';
import { usePageTitle } from '@portal/ui/document-title';
import { PageHeading } from '@portal/ui/PageHeading';
import { QueryResult } from '@portal/ui/QueryResult';
import { StatusTag } from '@portal/ui/StatusTag';
import { Table } from '@portal/ui/Table';
import { formatDate } from '@portal/ui/format';
import { categoryName } from '@portal/contracts/categories';
import { programmeName } from '@portal/contracts/programmes';
import { OFFER_STATUSES } from '@portal/contracts/admission/outcomes';
import { useLanguage } from '@portal/i18n/namespace';
import { Link } from '@portal/router';
import { admissionText } from '../admission-text';
import { paths } from '../paths';

/** "Application Summary and Status": every admission application of the signed-in applicant. */
export function ApplicationStatusPage() {
  const text = admissionText.useText();
  usePageTitle(text('summary.title'));
  const query = useApiQuery<AdmissionApplicationSummary[]>('/admission/applications');
  return (
    <>
      <PageHeading caption={text('summary.caption')}>{text('summary.title')}</PageHeading>
      <QueryResult query={query} what={text('summary.loadingWhat')}>
        {(applications) =>
          applications.length === 0 ? (
            <p className="pt-body">{text('summary.noApplications')}</p>
          ) : (
            applications.map((application) => <ApplicationSummary key={application.applicationNumber} application={application} />)
          )
        }
      </QueryResult>
    </>
  );
}

function ApplicationSummary({ application }: { application: AdmissionApplicationSummary }) {
  const text = admissionText.useText();
  const language = useLanguage() as 'en-GB' | 'zh-Hans';
  const headingId = `application-${application.applicationNumber}`;
  return (
    <section className="pt-card" aria-labelledby={headingId}>
      <h2 className="pt-heading-m" id={headingId}>
        {text('summary.applicationHeading', { number: application.applicationNumber })}
      </h2>
      <dl className="pt-summary-list">
        {/* The category by name in the page's language; the offer status worded from its code. */}
        <SummaryRow label={text('summary.category')} value={categoryName(application.category, language)} />
        <SummaryRow label={text('summary.academicYear')} value={application.academicYear} />
        <SummaryRow label={text('summary.status')} value={<StatusTag status={application.status} label={text(`statuses.${application.status}`)} />} />
        <SummaryRow label={text('summary.offerStatus')} value={offerStatusText(text, application.offerStatus)} />
        <SummaryRow
          label={text('summary.applicationFee')}
          value={<StatusTag status={application.feeStatus} label={text(`feeStatuses.${application.feeStatus}`)} />}
        />
        <SummaryRow
          label={text('summary.submittedOn')}
          value={application.submittedAt ? formatDate(application.submittedAt) : text('summary.notSubmitted')}
        />
      </dl>
      {application.programmeChoices.length > 0 && (
        <Table
          caption={text('summary.programmeChoices')}
          rows={application.programmeChoices}
          rowKey={(choice) => choice.rank}
          columns={[
            { header: text('summary.rank'), cell: (choice) => choice.rank },
            { header: text('summary.programme'), cell: (choice) => programmeName(choice.programme, language) },
          ]}
        />
      )}
      {application.status === 'DRAFT' ? (
        <Link className="pt-button" to={paths.taskList(application.applicationNumber)}>
          {text('summary.continue', { number: application.applicationNumber })}
        </Link>
      ) : (
        <>
          <p className="pt-hint">{text('summary.cannotAmend')}</p>
          {application.offerStatus && (
            <p className="pt-body">
              <Link to={paths.outcome(application.applicationNumber)}>{text('outcome.view', { number: application.applicationNumber })}</Link>
            </p>
          )}
          {/* The submitted application's own page: its answers in tabs, the documents, the PDF and the history. */}
          <p className="pt-body">
            <Link to={paths.taskList(application.applicationNumber)}>{text('summary.view', { number: application.applicationNumber })}</Link>
          </p>
        </>
      )}
    </section>
  );
}

/** applications.offer_status: a code the portal words; anything else is shown as the office wrote it. */
function offerStatusText(text: ReturnType<typeof admissionText.useText>, status: string | null): string {
  if (!status) return text('summary.noOutcomeYet');
  const known = OFFER_STATUSES.find((code) => code === status);
  return known ? text(`outcome.offerStatuses.${known}`) : status;
}

function SummaryRow({ label, value }: { label: string; value: React.ReactNode }) {
  return (
    <div className="pt-summary-list__row">
      <dt className="pt-summary-list__key">{label}</dt>
      <dd className="pt-summary-list__value">{value}</dd>
    </div>
  );
}
