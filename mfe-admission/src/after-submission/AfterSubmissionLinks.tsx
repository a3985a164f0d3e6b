/** The screens of a submitted application's later steps (appeal, interview/test, requested documents). */
import { Link } from '@portal/router';
import { admissionText } from '../admission-text';
import { paths } from '../form/paths';

export function AfterSubmissionLinks({ applicationNumber }: { applicationNumber: string }) {
  const text = admissionText.useText();
  const base = paths.taskList(applicationNumber);
  return (
    <nav aria-label={text('afterSubmission.links.label')}>
      <ul className="pt-list">
        <li>
          <Link className="pt-link" to={`${base}/appeal`}>
            {text('afterSubmission.links.appeal')}
          </Link>
        </li>
        <li>
          <Link className="pt-link" to={`${base}/interview`}>
            {text('afterSubmission.links.interview')}
          </Link>
        </li>
        <li>
          <Link className="pt-link" to={`${base}/documents-requested`}>
            {text('afterSubmission.links.documents')}
          </Link>
        </li>
      </ul>
    </nav>
  );
}
