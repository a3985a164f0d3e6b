/**
 * The financial aid application's task list: its six sections with their states, the admission
 * application and tier it goes with, the recommended and closing dates (or that the period has
 * closed), the household's figures so far, the way to check and submit, delete the draft, and its
 * history. Once submitted, the same address shows the application as sent and its history, read-only
 * (what to do next is on its progress page).
 */
import type { AidApplicationForm } from '@portal/contracts/financial-aid/api';
import { FormTaskList } from '@portal/forms/FormTaskList';
import { Link, useParams } from '@portal/router';
import { useDocumentTitle } from '@portal/ui/document-title';
import { formatDate } from '@portal/ui/format';
import { NotificationBanner } from '@portal/ui/NotificationBanner';
import { PageHeading } from '@portal/ui/PageHeading';
import { QueryResult } from '@portal/ui/QueryResult';
import { aidPeriod } from '../aid-dates';
import { paths } from '../paths';
import { useAidForm } from './aid-api';
import { formText } from './form-text';
import { HouseholdFigures } from './HouseholdFigures';
import { SubmittedApplication } from './SubmittedApplication';
import { Timeline } from './Timeline';

export function TaskListPage() {
  const text = formText.useText();
  const { id = '' } = useParams();
  const form = useAidForm(id);
  useDocumentTitle(text('tasks.title'));
  return (
    <QueryResult query={form} what={text('tasks.loadingWhat')}>
      {(application) => (application.status === 'DRAFT' ? <TaskListContent application={application} /> : <SubmittedApplication application={application} />)}
    </QueryResult>
  );
}

function TaskListContent({ application }: { application: AidApplicationForm }) {
  const text = formText.useText();
  const id = application.id;
  const period = aidPeriod(application.dates);
  return (
    <>
      <PageHeading caption={text('tasks.caption', { year: application.academicYear })}>{text('tasks.title')}</PageHeading>
      <p className="pt-body">
        {text('tasks.admission', { number: application.admissionApplicationNumber })}
        {application.tier && <> {text('tasks.tier', { tier: text(`tiers.${application.tier}`) })}</>}
      </p>
      {application.dates && period !== 'CLOSED' && (
        <p className="pt-body">{text('tasks.recommended', { date: formatDate(application.dates.recommendedBy), date2: formatDate(application.dates.closesOn) })}</p>
      )}
      {(period === 'CLOSED' || period === 'NOT_CONFIGURED') && (
        <NotificationBanner variant="info">
          <p className="pt-body">{text('tasks.closed', { year: application.academicYear })}</p>
        </NotificationBanner>
      )}
      <FormTaskList
        sections={application.sections}
        title={(section) => text(`sections.${section as AidApplicationForm['sections'][number]['id']}`)}
        href={(section) => paths.section(id, section)}
        editable
      />
      <HouseholdFigures household={application.household} headingLevel={2} />
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
