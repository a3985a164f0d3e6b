/**
 * On a submitted application's page (the applicant's, not the console's): one list of what comes
 * after — results update, final GPA, enrolment, then the appeal, the interview/test invitation and
 * the documents the office asked for (each screen says itself when it is not open yet).
 */
import type { AdmissionForm } from '@portal/contracts/admission/api';
import { takesFinalGpa } from '@portal/contracts/admission/after-submission';
import { Link } from '@portal/router';
import { admissionText } from '../admission-text';
import { paths } from '../paths';
import { afterSubmissionPaths } from './frame';

export function AfterSubmissionLinks({ application }: { application: Pick<AdmissionForm, 'applicationNumber' | 'category'> }) {
  const text = admissionText.useText();
  const number = application.applicationNumber;
  const base = paths.taskList(number);
  return (
    <nav aria-labelledby="after-submission-heading">
      <h2 className="pt-heading-m" id="after-submission-heading">
        {text('afterSubmission.links.heading')}
      </h2>
      <ul className="pt-list">
        <li>
          <Link to={afterSubmissionPaths.actualResults(number)}>{text('afterSubmission.results.title')}</Link>
        </li>
        {takesFinalGpa(application.category) && (
          <li>
            <Link to={afterSubmissionPaths.finalGpa(number)}>{text('afterSubmission.gpa.title')}</Link>
          </li>
        )}
        <li>
          <Link to={afterSubmissionPaths.enrolment(number)}>{text('afterSubmission.enrolment.title')}</Link>
        </li>
        <li>
          <Link to={`${base}/appeal`}>{text('appeals.links.appeal')}</Link>
        </li>
        <li>
          <Link to={`${base}/interview`}>{text('appeals.links.interview')}</Link>
        </li>
        <li>
          <Link to={`${base}/documents-requested`}>{text('appeals.links.documents')}</Link>
        </li>
      </ul>
    </nav>
  );
}
