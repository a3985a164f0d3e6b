/** Application Scholarship acknowledgement: the reference, what happens next, a copy of the application. */
import type { ScholarshipSubmissionAcknowledgement } from '@portal/contracts/scholarship/api';
import { AcknowledgementPanel } from '@portal/forms/AcknowledgementPanel';
import { withApiBase } from '@portal/http/client';
import { useLanguage } from '@portal/i18n/namespace';
import { useNavigationState } from '@portal/mount/hydration';
import { Link, useParams } from '@portal/router';
import { QueryResult } from '@portal/ui/QueryResult';
import { paths } from '../paths';
import { scholarshipText } from '../scholarship-text';
import { useScholarshipForm } from './use-scholarship';

export function AcknowledgementPage() {
  const text = scholarshipText.useText();
  const language = useLanguage();
  const { id = '' } = useParams();
  const acknowledgement = useNavigationState<{ acknowledgement?: ScholarshipSubmissionAcknowledgement }>()?.acknowledgement;
  // On a later visit (or a reload) the reference comes from the application itself.
  const form = useScholarshipForm(id);
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
          <ul className="pt-list pt-list--bullet">
            <li>
              <a href={withApiBase(`${paths.api(id)}/pdf?lang=${language}`)} download>
                {text('acknowledgement.pdf')}
              </a>
            </li>
            <li>
              <Link to={paths.taskList(id)}>{text('acknowledgement.view')}</Link>
            </li>
          </ul>
        </AcknowledgementPanel>
      )}
    </QueryResult>
  );
}
