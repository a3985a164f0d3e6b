/**
 * The financial aid application's task list (the kit's): its six sections with their states, the
 * admission application and tier it goes with, the recommended and closing dates (or that the period has
 * closed), the household's figures so far, the way to check and submit, delete the draft, and its
 * history. Once submitted, the same address shows the application as sent and its history, read-only
 * (what to do next is on its progress page).
 */
import type { AidApplicationForm } from '@portal/contracts/financial-aid/api';
import { formatDate } from '@portal/ui/format';
import { NotificationBanner } from '@portal/ui/NotificationBanner';
import { aidPeriod } from '../aid-dates';
import { aidFormText } from './form-text';
import { HouseholdFigures } from './HouseholdFigures';
import { aidForm } from './long-form';
import { SubmittedApplication } from './SubmittedApplication';
import { Timeline } from './Timeline';

function Intro({ application }: { application: AidApplicationForm }) {
  const text = aidFormText.useText();
  const period = aidPeriod(application.dates);
  return (
    <>
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
    </>
  );
}

const AfterSections = ({ application }: { application: AidApplicationForm }) => <HouseholdFigures household={application.household} headingLevel={2} />;

export const TaskListPage = aidForm.taskListPage({ Intro, AfterSections, Submitted: SubmittedApplication, Timeline });
