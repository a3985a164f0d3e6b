import { useState, type ReactNode } from 'react';
import { Form, Formik, type FormikValues } from 'formik';
import {
  retentionCountedFrom,
  retentionKinds,
  retentionReportStatuses,
  type RetentionKindSummary,
  type RetentionOverview,
  type RetentionPeriod,
  type RetentionReport,
} from '@portal/contracts/office/retention';
import { retentionApprovalSchema, retentionDeclineSchema, RETENTION_DECLINE_REASON_MAX } from '@portal/contracts/schemas/office-retention';
import { http } from '@portal/http/client';
import { apiErrorsOf } from '@portal/http/errors';
import { notificationStore } from '@portal/http/notifications';
import { useApiQuery } from '@portal/http/use-api-query';
import { currentLanguage } from '@portal/i18n/i18n';
import { Button } from '@portal/ui/Button';
import { usePageTitle } from '@portal/ui/document-title';
import { formatDateTime } from '@portal/ui/format';
import { applyApiErrors, FormikCheckbox, FormikErrorSummary, FormikTextAreaField } from '@portal/ui/formik';
import { PageHeading } from '@portal/ui/PageHeading';
import { QueryResult } from '@portal/ui/QueryResult';
import { schemaValidator } from '@portal/ui/schema-validation';
import { SummaryList } from '@portal/ui/SummaryList';
import { Table } from '@portal/ui/Table';
import { officeText } from './office-text';

const API = '/office/retention/reports';
/** The report's list of records, downloaded by the browser as the CSV the API streams. */
const recordsUrl = (report: RetentionReport) => `/api${API}/${report.id}/records`;

type Text = ReturnType<typeof officeText.useText>;

const kindName = (summary: { kind: RetentionKindSummary['kind'] }) => retentionKinds.words(summary.kind, currentLanguage());
const total = (report: RetentionReport, field: 'count' | 'removed' = 'count') => report.kinds.reduce((sum, kind) => sum + (kind[field] ?? 0), 0);
const isOpen = (report: RetentionReport) => report.status === 'AWAITING_APPROVAL' || report.status === 'APPROVED';

function periodText(text: Text, period: Pick<RetentionPeriod, 'amount' | 'unit'>): string {
  if (period.unit === 'DAYS') return period.amount === 1 ? text('retention.oneDay') : text('retention.days', { amount: period.amount });
  return period.amount === 1 ? text('retention.oneYear') : text('retention.years', { amount: period.amount });
}

/**
 * /office/retention (office administrator): personal data kept no longer than its period (PDPA). The
 * periods in force, the report waiting for a decision with its list of records to download, approving
 * it (a confirmation step) or declining it (with the reason), and the reports before.
 */
export function RetentionPage() {
  const text = officeText.useText();
  const query = useApiQuery<RetentionOverview>(API);
  usePageTitle(text('retention.title'));
  return (
    <>
      <PageHeading caption={text('staff.caption')}>{text('retention.title')}</PageHeading>
      <p className="pt-body">{text('retention.intro')}</p>
      <QueryResult query={query} what={text('retention.title')}>
        {(overview) => <RetentionOverviewView overview={overview} onChanged={query.reload} />}
      </QueryResult>
    </>
  );
}

function RetentionOverviewView({ overview, onChanged }: { overview: RetentionOverview; onChanged: () => void }) {
  const text = officeText.useText();
  const open = overview.reports.find(isOpen);
  const language = currentLanguage();
  return (
    <>
      <section aria-labelledby="retention-periods">
        <h2 className="pt-heading-m" id="retention-periods">
          {text('retention.periodsTitle')}
        </h2>
        <p className="pt-body">{text('retention.periodsIntro', { days: overview.approvalDays })}</p>
        <Table
          caption={text('retention.periodsCaption')}
          rows={overview.periods}
          rowKey={(period) => period.kind}
          firstCellIsHeader
          columns={[
            { header: text('retention.kind'), cell: kindName },
            { header: text('retention.period'), cell: (period) => periodText(text, period) },
            { header: text('retention.countedFrom'), cell: (period) => retentionCountedFrom[period.kind][language] },
          ]}
        />
        <p className="pt-body">{text('retention.moneyRecords')}</p>
      </section>
      <section aria-labelledby="retention-current">
        <h2 className="pt-heading-m" id="retention-current">
          {text('retention.currentTitle')}
        </h2>
        {open ? <OpenReport report={open} onChanged={onChanged} /> : <PrepareReport onPrepared={onChanged} />}
      </section>
      <ReportHistory reports={overview.reports.filter((report) => report !== open)} />
    </>
  );
}

function PrepareReport({ onPrepared }: { onPrepared: () => void }) {
  const text = officeText.useText();
  const [busy, setBusy] = useState(false);
  const prepare = async () => {
    notificationStore.getState().clear();
    setBusy(true);
    try {
      const { data } = await http.post<RetentionReport>(API);
      notificationStore.getState().show({ kind: 'success', messages: [data.status === 'NOTHING_DUE' ? officeText.ref('retention.nothingDue') : officeText.ref('retention.prepared', { count: total(data) })] });
      onPrepared();
    } catch (error) {
      notificationStore.getState().showErrors(apiErrorsOf(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <p className="pt-body">{text('retention.noOpenReport')}</p>
      <Button onClick={() => void prepare()} disabled={busy}>
        {text('retention.prepare')}
      </Button>
    </>
  );
}

function KindTable({ report, caption }: { report: RetentionReport; caption: string }) {
  const text = officeText.useText();
  const carriedOut = report.status === 'CARRIED_OUT';
  const date = (iso: string | null) => (iso ? formatDateTime(iso) : text('retention.none'));
  return (
    <Table
      caption={caption}
      rows={report.kinds}
      rowKey={(kind) => kind.kind}
      firstCellIsHeader
      columns={[
        { header: text('retention.kind'), cell: kindName },
        { header: text('retention.records'), cell: (kind) => kind.count, numeric: true },
        { header: text('retention.oldest'), cell: (kind) => date(kind.oldest) },
        { header: text('retention.newest'), cell: (kind) => date(kind.newest) },
        { header: text('retention.period'), cell: (kind) => periodText(text, kind.period) },
        ...(carriedOut
          ? [
              { header: text('retention.removed'), cell: (kind: RetentionKindSummary) => kind.removed ?? 0, numeric: true },
              { header: text('retention.kept'), cell: (kind: RetentionKindSummary) => kind.kept ?? 0, numeric: true },
            ]
          : []),
      ]}
    />
  );
}

function reportFacts(text: Text, report: RetentionReport) {
  return [
    { key: text('retention.status'), value: retentionReportStatuses.words(report.status, currentLanguage()) },
    { key: text('retention.preparedAt'), value: formatDateTime(report.preparedAt) },
    { key: text('retention.preparedBy'), value: report.preparedBy ?? text('retention.byTheJob') },
    ...(report.status === 'AWAITING_APPROVAL' ? [{ key: text('retention.decideBy'), value: formatDateTime(report.expiresAt) }] : []),
    ...(report.decidedBy && report.decidedAt ? [{ key: text('retention.decidedBy'), value: text('retention.decidedByOn', { name: report.decidedBy, at: formatDateTime(report.decidedAt) }) }] : []),
  ];
}

function OpenReport({ report, onChanged }: { report: RetentionReport; onChanged: () => void }) {
  const text = officeText.useText();
  const [step, setStep] = useState<'read' | 'approve' | 'decline'>('read');
  return (
    <>
      <SummaryList rows={reportFacts(text, report)} />
      <KindTable report={report} caption={text('retention.kindsCaption')} />
      <p className="pt-body">
        <a className="pt-link" href={recordsUrl(report)} download>
          {text('retention.download', { count: total(report) })}
        </a>
      </p>
      {report.status === 'APPROVED' && <p className="pt-body">{text('retention.beingCarriedOut')}</p>}
      {report.status === 'AWAITING_APPROVAL' && step === 'read' && (
        <div className="pt-button-group">
          <Button onClick={() => setStep('approve')}>{text('retention.approve')}</Button>
          <Button variant="secondary" onClick={() => setStep('decline')}>
            {text('retention.decline')}
          </Button>
        </div>
      )}
      {report.status === 'AWAITING_APPROVAL' && step === 'approve' && <ApproveForm report={report} onCancel={() => setStep('read')} onDone={onChanged} />}
      {report.status === 'AWAITING_APPROVAL' && step === 'decline' && <DeclineForm report={report} onCancel={() => setStep('read')} onDone={onChanged} />}
    </>
  );
}

/** Sends a decision; the API's field errors go beside the field and into the summary, anything else into the notification area. */
async function decide<Values>(url: string, values: Values, helpers: Parameters<typeof applyApiErrors<Values>>[0], success: string, onDone: () => void) {
  notificationStore.getState().clear();
  try {
    await http.post(url, values);
    notificationStore.getState().show({ kind: 'success', messages: [success] });
    onDone();
  } catch (error) {
    const general = applyApiErrors(helpers, apiErrorsOf(error));
    if (general.length) {
      notificationStore.getState().showErrors(general);
      // A report that expired or was decided meanwhile: show it as it now is.
      onDone();
    }
  }
}

interface DecisionFormProps<Values> {
  report: RetentionReport;
  /** `approve` or `decline`: the API's action, and the section's id. */
  action: 'approve' | 'decline';
  title: string;
  initialValues: Values;
  schema: Parameters<typeof schemaValidator>[0];
  /** What the decision asks for: the confirmation box, or the reason. */
  field: ReactNode;
  submitLabel: string;
  /** The button's look: approving removes records for good. */
  submitVariant?: 'warning';
  done: string;
  onCancel: () => void;
  onDone: () => void;
}

/** A decision on the report in its own section: the field it asks for, its error summary, the decision and Cancel. */
function DecisionForm<Values extends FormikValues>({ report, action, title, initialValues, schema, field, submitLabel, submitVariant, done, onCancel, onDone }: DecisionFormProps<Values>) {
  const text = officeText.useText();
  const headingId = `retention-${action}`;
  return (
    <section aria-labelledby={headingId}>
      <h3 className="pt-heading-s" id={headingId}>
        {title}
      </h3>
      <Formik<Values> initialValues={initialValues} validate={schemaValidator(schema)} onSubmit={(values, helpers) => decide(`${API}/${report.id}/${action}`, values, helpers, done, onDone)}>
        {({ isSubmitting }) => (
          <Form noValidate aria-labelledby={headingId}>
            <FormikErrorSummary />
            {field}
            <div className="pt-button-group">
              <Button type="submit" variant={submitVariant} disabled={isSubmitting}>
                {submitLabel}
              </Button>
              <Button variant="secondary" onClick={onCancel}>
                {text('retention.cancel')}
              </Button>
            </div>
          </Form>
        )}
      </Formik>
    </section>
  );
}

function ApproveForm({ report, onCancel, onDone }: { report: RetentionReport; onCancel: () => void; onDone: () => void }) {
  const text = officeText.useText();
  return (
    <DecisionForm
      report={report}
      action="approve"
      title={text('retention.approveTitle')}
      initialValues={{ confirmed: false }}
      schema={retentionApprovalSchema}
      field={<FormikCheckbox name="confirmed" label={text('retention.confirm', { count: total(report) })} hint={text('retention.confirmHint')} required />}
      submitLabel={text('retention.confirmApproval')}
      submitVariant="warning"
      done={officeText.ref('retention.approved')}
      onCancel={onCancel}
      onDone={onDone}
    />
  );
}

function DeclineForm({ report, onCancel, onDone }: { report: RetentionReport; onCancel: () => void; onDone: () => void }) {
  const text = officeText.useText();
  return (
    <DecisionForm
      report={report}
      action="decline"
      title={text('retention.declineTitle')}
      initialValues={{ reason: '' }}
      schema={retentionDeclineSchema}
      field={<FormikTextAreaField name="reason" label={text('retention.reason')} hint={text('retention.reasonHint')} characterLimit={RETENTION_DECLINE_REASON_MAX} required />}
      submitLabel={text('retention.confirmDecline')}
      done={officeText.ref('retention.declined')}
      onCancel={onCancel}
      onDone={onDone}
    />
  );
}

function ReportHistory({ reports }: { reports: RetentionReport[] }) {
  const text = officeText.useText();
  return (
    <section aria-labelledby="retention-history">
      <h2 className="pt-heading-m" id="retention-history">
        {text('retention.historyTitle')}
      </h2>
      {reports.length === 0 ? (
        <p className="pt-body">{text('retention.noHistory')}</p>
      ) : (
        <Table
          caption={text('retention.historyCaption')}
          rows={reports}
          rowKey={(report) => report.id}
          firstCellIsHeader
          columns={[
            { header: text('retention.preparedAt'), cell: (report) => formatDateTime(report.preparedAt) },
            { header: text('retention.preparedBy'), cell: (report) => report.preparedBy ?? text('retention.byTheJob') },
            { header: text('retention.status'), cell: (report) => retentionReportStatuses.words(report.status, currentLanguage()) },
            {
              header: text('retention.decision'),
              cell: (report) =>
                report.decidedBy && report.decidedAt ? (
                  <>
                    {text('retention.decidedByOn', { name: report.decidedBy, at: formatDateTime(report.decidedAt) })}
                    {report.declineReason && <span className="pt-hint"> {report.declineReason}</span>}
                  </>
                ) : (
                  text('retention.none')
                ),
            },
            { header: text('retention.records'), cell: (report) => total(report), numeric: true },
            { header: text('retention.removed'), cell: (report) => (report.status === 'CARRIED_OUT' ? total(report, 'removed') : text('retention.none')), numeric: true },
          ]}
        />
      )}
    </section>
  );
}
