/**
 * An application's Update Actual Exam Result, for officers: the window (open with an optional
 * closing date, or close it) and the results as submitted beside the actual ones.
 */
import { useState } from 'react';
import type { ActualResultsStatus, ResultsRecord, SubjectsAnswer } from '@portal/contracts/admission/after-submission';
import { resultsWindowSchema } from '@portal/contracts/schemas/admission/results-window';
import { http } from '@portal/http/client';
import { useApiQuery } from '@portal/http/use-api-query';
import { useParams } from '@portal/router';
import { formatDate, formatDateTime } from '@portal/ui/format';
import { QueryResult } from '@portal/ui/QueryResult';
import { Table } from '@portal/ui/Table';
import { clearNotifications, reportErrors } from '@portal/ui/report-errors';
import { admissionSectionText } from '../../sections/section-text';
import { admissionOfficeText } from '../office-text';
import { OfficeFrame, officeApi } from './frame';
import { WindowForm, windowValidator, type WindowValues } from './window-form';

export function OfficeResultsPage() {
  const text = admissionOfficeText.useText();
  const { applicationNumber = '' } = useParams();
  const status = useApiQuery<ActualResultsStatus>(officeApi(applicationNumber, 'actual-results'));
  const [saved, setSaved] = useState(false);
  return (
    <OfficeFrame applicationNumber={applicationNumber} title={text('afterSubmission.results.title')} done={saved && text('afterSubmission.results.saved')}>
      <QueryResult query={status} what={text('afterSubmission.loadingWhat')}>
        {(results) => (
          <>
            <h2 className="pt-heading-m">{text('afterSubmission.results.windowHeading')}</h2>
            <p className="pt-body">
              {results.window.open ? text('afterSubmission.results.open') : text('afterSubmission.results.closed')}{' '}
              {results.window.open && results.window.closesAt && text('afterSubmission.results.openUntil', { date: formatDate(results.window.closesAt) })}
            </p>
            {results.window.openedAt && <p className="pt-body">{text('afterSubmission.results.openedOn', { date: formatDateTime(results.window.openedAt) })}</p>}
            <WindowForm<WindowValues>
              initialValues={{ open: true, closesOn: '' }}
              validate={windowValidator(resultsWindowSchema)}
              label={text('afterSubmission.results.formLabel')}
              onSubmit={async (values, helpers) => {
                clearNotifications();
                setSaved(false);
                try {
                  await http.put(officeApi(applicationNumber, 'results-window'), { open: values.open, closesOn: values.open ? values.closesOn : '' });
                  setSaved(true);
                  status.reload();
                } catch (error) {
                  reportErrors(error, helpers, ['closesOn']);
                }
              }}
            />
            <h2 className="pt-heading-m">{text('afterSubmission.results.actualHeading')}</h2>
            {results.actual ? (
              <>
                {results.updatedAt && <p className="pt-body">{text('afterSubmission.results.updatedOn', { date: formatDateTime(results.updatedAt) })}</p>}
                <ResultTables answer={results.actual} records={results.records} />
              </>
            ) : (
              <p className="pt-body">{text('afterSubmission.results.notUpdated')}</p>
            )}
            <h2 className="pt-heading-m">{text('afterSubmission.results.submittedHeading')}</h2>
            {results.submitted && <ResultTables answer={results.submitted} records={results.records} />}
          </>
        )}
      </QueryResult>
    </OfficeFrame>
  );
}

/** One table per education record: subject, level and grade, worded as on the applicant's Subjects page. */
function ResultTables({ answer, records }: { answer: SubjectsAnswer; records: readonly ResultsRecord[] }) {
  const text = admissionOfficeText.useText();
  const form = admissionSectionText.useText();
  const subjectName = (code: string, other: string) => (code === 'OTHER' ? other : form(`subjects.subjects.${code as 'GP'}`));
  return (
    <>
      {answer.results.map((group) => {
        const record = records.find((candidate) => candidate.id === group.recordId);
        const caption = record
          ? text('afterSubmission.results.record', { institution: record.institution, qualification: form(`education.qualifications.${record.qualification as 'ALEVEL'}`) })
          : group.recordId;
        return (
          <Table
            key={group.recordId}
            caption={caption}
            rows={group.subjects}
            rowKey={(_subject, index) => index}
            columns={[
              { header: text('afterSubmission.results.subject'), cell: (subject) => subjectName(subject.subject, subject.otherName) },
              { header: text('afterSubmission.results.level'), cell: (subject) => form(`subjects.levels.${subject.level as 'H1'}`) },
              { header: text('afterSubmission.results.grade'), cell: (subject) => subject.grade },
            ]}
          />
        );
      })}
    </>
  );
}
