/**
 * The scholarship application's task list (the kit's): its five sections with their states, the
 * admission application it goes with, a warning when a chosen scholarship has closed, the way to check
 * and submit, and its history. Once submitted, the same address shows the submitted application.
 */
import type { ScholarshipForm } from '@portal/contracts/scholarship/api';
import { NotificationBanner } from '@portal/ui/NotificationBanner';
import { scholarshipText } from '../scholarship-text';
import { ClosedChoicesNote } from './ClosedChoicesNote';
import { scholarshipForm } from './long-form';
import { SubmittedApplication } from './SubmittedApplication';
import { Timeline } from './Timeline';

function Intro({ application }: { application: ScholarshipForm }) {
  const text = scholarshipText.useText();
  return (
    <>
      <p className="pt-body">{text('tasks.admission', { number: application.admissionApplicationNumber })}</p>
      {application.closedChoices.length > 0 && (
        <NotificationBanner variant="info">
          <p className="pt-body">
            <ClosedChoicesNote id={application.id} />
          </p>
        </NotificationBanner>
      )}
    </>
  );
}

export const TaskListPage = scholarshipForm.taskListPage({ Intro, Submitted: SubmittedApplication, Timeline });
