/** What the after-submission screens share: the frame (back link, caption, heading) and their API paths. */
import type { ReactNode } from 'react';
import { useLanguage } from '@portal/i18n/namespace';
import { Link } from '@portal/router';
import { usePageTitle } from '@portal/ui/document-title';
import { PageHeading } from '@portal/ui/PageHeading';
import { admissionText } from '../admission-text';
import { paths } from '../paths';

export const afterSubmissionApi = {
  finalGpa: (number: string) => `${paths.api(number)}/final-gpa`,
  actualResults: (number: string) => `${paths.api(number)}/actual-results`,
  enrolment: (number: string) => `${paths.api(number)}/enrolment`,
};

export const afterSubmissionPaths = {
  finalGpa: (number: string) => `/applications/${number}/final-gpa`,
  actualResults: (number: string) => `/applications/${number}/actual-results`,
  enrolment: (number: string) => `/applications/${number}/enrolment`,
  enrolmentStep: (number: string, step: string) => `/applications/${number}/enrolment/${step}`,
};

export function AfterSubmissionFrame({ applicationNumber, title, back, children }: { applicationNumber: string; title: string; back?: { to: string; label: string }; children: ReactNode }) {
  const text = admissionText.useText();
  usePageTitle(title);
  return (
    <>
      <p className="pt-body">
        <Link to={back?.to ?? paths.taskList(applicationNumber)} className="pt-back-link">
          {back?.label ?? text('afterSubmission.backToApplication')}
        </Link>
      </p>
      <PageHeading caption={text('afterSubmission.caption', { number: applicationNumber })}>{title}</PageHeading>
      {children}
    </>
  );
}

/** A day (yyyy-mm-dd) in words in the page's language: “4 August 2026”, “2026年8月4日”. */
export function useLongDate(): (isoDate: string) => string {
  const language = useLanguage();
  return (isoDate) => new Intl.DateTimeFormat(language, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${isoDate}T00:00:00Z`));
}
