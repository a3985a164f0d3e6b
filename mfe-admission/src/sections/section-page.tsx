/**
 * What every section page gets and the frame around it: the caption and heading, the way back to
 * the task list, and where "Save and continue" goes (the next section with a page, else the list).
 */
import type { ReactNode } from 'react';
import type { AdmissionForm } from '@portal/contracts/admission/api';
import { Link } from '@portal/router';
import { useDocumentTitle } from '@portal/ui/document-title';
import { PageHeading } from '@portal/ui/PageHeading';
import { admissionText } from '../admission-text';
import { paths } from '../form/paths';

export interface SectionPageProps {
  applicationNumber: string;
  form: AdmissionForm;
  /** After a completed "Save and continue". */
  onContinue(): void;
}

/** The API base of the application's section routes, for useSectionDraft. */
export const sectionApi = (applicationNumber: string) => paths.api(applicationNumber);

export function SectionFrame({ applicationNumber, title, children }: { applicationNumber: string; title: string; children: ReactNode }) {
  const text = admissionText.useText();
  useDocumentTitle(title);
  return (
    <>
      <p className="pt-body">
        <Link to={paths.taskList(applicationNumber)} className="pt-back-link">
          {text('tasks.title')}
        </Link>
      </p>
      <PageHeading caption={text('tasks.caption', { number: applicationNumber })}>{title}</PageHeading>
      {children}
    </>
  );
}
