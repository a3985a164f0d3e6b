/** The final cumulative GPA an applicant submitted, with the final results document (read-only). */
import type { FinalGpaStatus } from '@portal/contracts/admission/after-submission';
import { useApiQuery } from '@portal/http/use-api-query';
import { useParams } from '@portal/router';
import { formatDateTime } from '@portal/ui/format';
import { QueryResult } from '@portal/ui/QueryResult';
import { SummaryList } from '@portal/ui/SummaryList';
import { admissionOfficeText } from '../office-text';
import { OfficeDocuments, OfficeFrame, officeApi } from './frame';

export function OfficeGpaPage() {
  const text = admissionOfficeText.useText();
  const { applicationNumber = '' } = useParams();
  const base = officeApi(applicationNumber, 'final-gpa');
  const status = useApiQuery<FinalGpaStatus>(base);
  return (
    <OfficeFrame applicationNumber={applicationNumber} title={text('afterSubmission.gpa.title')}>
      <QueryResult query={status} what={text('afterSubmission.loadingWhat')}>
        {(gpa) => (
          <>
            {!gpa.available && <p className="pt-body">{text('afterSubmission.gpa.notAsked')}</p>}
            {gpa.available && !gpa.submittedAt && <p className="pt-body">{text('afterSubmission.gpa.notSubmitted')}</p>}
            {gpa.submittedAt && (
              <SummaryList
                rows={[
                  { key: text('afterSubmission.gpa.gpa'), value: gpa.gpa },
                  { key: text('afterSubmission.gpa.submittedOn'), value: formatDateTime(gpa.submittedAt) },
                ]}
              />
            )}
            <h2 className="pt-heading-m">{text('afterSubmission.gpa.documents')}</h2>
            <OfficeDocuments base={base} documents={gpa.documents} none={text('afterSubmission.gpa.none')} />
          </>
        )}
      </QueryResult>
    </OfficeFrame>
  );
}
