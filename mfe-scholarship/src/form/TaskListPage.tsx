/**
 * The scholarship application's task list: its five sections with their states, the admission
 * application it goes with, a warning when a chosen scholarship has closed, the way to check and
 * submit, and its history. Once submitted, the same address shows the submitted application.
 */
import type { ScholarshipForm } from '@portal/contracts/scholarship/api';
import { FormTaskList } from '@portal/forms/FormTaskList';
import { Link, useParams } from '@portal/router';
import { useDocumentTitle } from '@portal/ui/document-title';
import { NotificationBanner } from '@portal/ui/NotificationBanner';
import { PageHeading } from '@portal/ui/PageHeading';
import { QueryResult } from '@portal/ui/QueryResult';
import { paths } from '../paths';
import { scholarshipText } from '../scholarship-text';
import { ClosedChoicesNote } from './ClosedChoicesNote';
import { SubmittedApplication } from './SubmittedApplication';
import { Timeline } from './Timeline';
import { useScholarshipForm } from './use-scholarship';

export function TaskListPage() {
  const text = scholarshipText.useText();
  const { id = '' } = useParams();
  const form = useScholarshipForm(id);
  useDocumentTitle(text('tasks.title'));
  return (
    <QueryResult query={form} what={text('tasks.loadingWhat')}>
      {(application) => (application.status === 'DRAFT' ? <TaskListContent application={application} /> : <SubmittedApplication application={application} />)}
    </QueryResult>
  );
}

function TaskListContent({ application }: { application: ScholarshipForm }) {
  const text = scholarshipText.useText();
  const id = application.id;
  return (
    <>
      <PageHeading caption={text('tasks.caption', { year: application.academicYear })}>{text('tasks.title')}</PageHeading>
      <p className="pt-body">{text('tasks.admission', { number: application.admissionApplicationNumber })}</p>
      {application.closedChoices.length > 0 && (
        <NotificationBanner variant="info">
          <p className="pt-body">
            <ClosedChoicesNote id={id} />
          </p>
        </NotificationBanner>
      )}
      <FormTaskList
        sections={application.sections}
        title={(section) => text(`sections.${section as ScholarshipForm['sections'][number]['id']}`)}
        href={(section) => paths.section(id, section)}
        editable
      />
      <p className="pt-body">
        <Link to={paths.checkAnswers(id)}>{text('tasks.checkAnswers')}</Link>
      </p>
      <p className="pt-body">
        <Link to={paths.deleteDraft(id)}>{text('tasks.deleteDraft')}</Link>
      </p>
      <Timeline id={id} />
    </>
  );
}
