/**
 * The application's task list (the kit's, GOV.UK "complete multiple tasks"): every section the category
 * needs with its state, the deadline and the application period, and the way to each section. A draft
 * without its PIN goes to set it first. Once the application is submitted there is nothing left to do
 * here: the same URL shows the submitted application in tabs instead (its own chunk, loaded only then).
 */
import type { AdmissionForm } from '@portal/contracts/admission/api';
import type { AdmissionSectionId } from '@portal/contracts/admission/sections';
import { categoryName } from '@portal/contracts/categories';
import type { Language } from '@portal/contracts/languages';
import { useLanguage } from '@portal/i18n/namespace';
import { formatDate, formatDateTime } from '@portal/ui/format';
import { admissionText } from '../admission-text';
import { SECTION_PAGES } from '../sections/registry';
import { admissionForm } from './long-form';
import { paths } from '../paths';
import { Timeline } from './Timeline';
import { SubmittedApplicationPage } from './submitted-application-chunk';


function Intro({ application }: { application: AdmissionForm }) {
  const text = admissionText.useText();
  const language = useLanguage() as 'en-GB' | 'zh-Hans';
  return (
    <>
      <p className="pt-body">{text('tasks.category', { category: categoryName(application.category, language) })}</p>
      <PeriodNote application={application} />
      {application.draftDueAt && <p className="pt-body">{text('tasks.dueBy', { date: formatDate(application.draftDueAt) })}</p>}
    </>
  );
}

function PeriodNote({ application }: { application: AdmissionForm }) {
  const text = admissionText.useText();
  const language = useLanguage() as Language;
  const { period } = application;
  if (!period) return <p className="pt-body">{text('tasks.noPeriod')}</p>;
  if (period.open) return <p className="pt-body">{text('tasks.periodOpen', { name: period.name[language], date: formatDateTime(period.closesAt) })}</p>;
  return (
    <p className="pt-body">{text('tasks.periodClosed', { name: period.name[language], opens: formatDate(period.opensAt), closes: formatDate(period.closesAt) })}</p>
  );
}

export const TaskListPage = admissionForm.taskListPage({
  Intro,
  Submitted: SubmittedApplicationPage,
  Timeline: ({ id }) => <Timeline applicationNumber={id} />,
  sectionHref: (number, section) =>
    section === 'applyAs' ? paths.changeCategory(number) : SECTION_PAGES[section as AdmissionSectionId] ? paths.section(number, section) : null,
  useUnavailableHint: () => admissionText.useText()('tasks.notYetAvailable'),
  redirect: (application) => (application.pinSet ? null : paths.pin(application.applicationNumber)),
  usePageTitle: (number, application) => {
    const text = admissionText.useText();
    return application && application.status !== 'DRAFT' ? text('submitted.title', { number }) : text('tasks.title');
  },
});
