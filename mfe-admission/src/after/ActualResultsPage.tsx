/**
 * Update Actual Exam Result (spec 2, 5, 8): while the office has the window open, the applicant
 * gives the actual results of each submitted school-leaving record with the Subjects section's own
 * fields and rules (its groups and schema, every record now giving actual results). Closed, the
 * screen says so.
 */
import { useState } from 'react';
import { Form, Formik, type FormikHelpers } from 'formik';
import type { ActualResultsStatus } from '@portal/contracts/admission/after-submission';
import { actualResultsSchema } from '@portal/contracts/schemas/admission/actual-results';
import { http } from '@portal/http/client';
import { useApiQuery } from '@portal/http/use-api-query';
import { useParams } from '@portal/router';
import { Button } from '@portal/ui/Button';
import { formatDate, formatDateTime } from '@portal/ui/format';
import { FormikErrorSummary } from '@portal/ui/formik';
import { NotificationBanner } from '@portal/ui/NotificationBanner';
import { QueryResult } from '@portal/ui/QueryResult';
import { clearNotifications, reportErrors } from '@portal/ui/report-errors';
import { schemaValidator } from '@portal/ui/schema-validation';
import { admissionText } from '../admission-text';
import { Groups, withRecordGroups, type Values } from '../sections/subjects/SubjectsPage';
import { AfterSubmissionFrame, afterSubmissionApi } from './frame';

export function ActualResultsPage() {
  const text = admissionText.useText();
  const { applicationNumber = '' } = useParams();
  const status = useApiQuery<ActualResultsStatus>(afterSubmissionApi.actualResults(applicationNumber));
  const [updated, setUpdated] = useState(false);
  return (
    <AfterSubmissionFrame applicationNumber={applicationNumber} title={text('afterSubmission.results.title')}>
      {updated && (
        <NotificationBanner variant="success" focusOnMount>
          <p className="pt-body">{text('afterSubmission.results.updated')}</p>
        </NotificationBanner>
      )}
      <QueryResult query={status} what={text('afterSubmission.loadingWhat')}>
        {(results) => (
          <>
            {results.updatedAt && <p className="pt-body">{text('afterSubmission.results.updatedOn', { date: formatDateTime(results.updatedAt) })}</p>}
            {!results.window.open ? (
              <NotificationBanner>
                <p className="pt-body">{text('afterSubmission.results.closed')}</p>
              </NotificationBanner>
            ) : results.records.length === 0 ? (
              <p className="pt-body">{text('afterSubmission.results.notApplicable')}</p>
            ) : (
              <ResultsForm
                results={results}
                onUpdated={() => {
                  setUpdated(true);
                  status.reload();
                }}
              />
            )}
          </>
        )}
      </QueryResult>
    </AfterSubmissionFrame>
  );
}

function ResultsForm({ results, onUpdated }: { results: ActualResultsStatus; onUpdated(): void }) {
  const text = admissionText.useText();
  // Start from the last actual results, else the submitted ones, with a group for every record.
  const start = withRecordGroups((results.actual ?? results.submitted ?? { results: [] }) as Values, results.records);
  const onSubmit = async (values: Values, helpers: FormikHelpers<Values>) => {
    clearNotifications();
    try {
      await http.put(afterSubmissionApi.actualResults(results.applicationNumber), values);
      onUpdated();
    } catch (error) {
      reportErrors(error, helpers, ['results']);
    }
  };
  return (
    <>
      <p className="pt-body">{text('afterSubmission.results.intro')}</p>
      <p className="pt-body">
        {results.window.closesAt ? text('afterSubmission.results.closesOn', { date: formatDate(results.window.closesAt) }) : text('afterSubmission.results.openUntilClosed')}
      </p>
      <Formik<Values> initialValues={start} validate={schemaValidator(actualResultsSchema, (values: Values) => values, { education: results.records })} onSubmit={onSubmit}>
        {({ isSubmitting }) => (
          <Form noValidate aria-label={text('afterSubmission.results.formLabel')}>
            <FormikErrorSummary idFor={(name) => name.replace(/\.recordId$/, '.subjects')} />
            <Groups applicationNumber={results.applicationNumber} records={results.records} />
            <Button type="submit" disabled={isSubmitting}>
              {text('afterSubmission.results.submit')}
            </Button>
          </Form>
        )}
      </Formik>
    </>
  );
}
