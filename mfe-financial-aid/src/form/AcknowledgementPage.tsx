/** Application Financial Aid confirmation: the reference, what happens next, a copy in English and in Chinese, and the way to the progress page. */
import type { AidSubmissionAcknowledgement } from '@portal/contracts/financial-aid/api';
import { AcknowledgementPanel } from '@portal/forms/AcknowledgementPanel';
import { useNavigationState } from '@portal/mount/hydration';
import { Link, useParams } from '@portal/router';
import { QueryResult } from '@portal/ui/QueryResult';
import { paths } from '../paths';
import { useAidForm } from './aid-api';
import { formText } from './form-text';
import { PdfCopies } from './PdfCopies';

export function AcknowledgementPage() {
  const text = formText.useText();
  const { id = '' } = useParams();
  const acknowledgement = useNavigationState<{ acknowledgement?: AidSubmissionAcknowledgement }>()?.acknowledgement;
  // On a later visit (or a reload) the reference comes from the application itself.
  const form = useAidForm(id);
  return (
    <QueryResult query={form} what={text('tasks.loadingWhat')}>
      {(application) => (
        <AcknowledgementPanel
          title={text('acknowledgement.title')}
          referenceLabel={text('acknowledgement.reference')}
          reference={acknowledgement?.reference ?? application.reference ?? ''}
          submittedAt={acknowledgement?.submittedAt ?? application.submittedAt}
        >
          <p className="pt-body">{text('acknowledgement.next')}</p>
          <PdfCopies id={id} />
          <p className="pt-body">
            <Link to={paths.progress(id)}>{text('acknowledgement.progress')}</Link>
          </p>
          <p className="pt-body">
            <Link to={paths.status}>{text('acknowledgement.status')}</Link>
          </p>
        </AcknowledgementPanel>
      )}
    </QueryResult>
  );
}
