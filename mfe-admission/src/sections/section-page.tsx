/**
 * What every section page gets and the frame around it: the caption and heading, the way back to
 * the task list, and where "Save and continue" goes (the next section with a page, else the list).
 */
import type { ReactNode } from 'react';
import type { AdmissionForm } from '@portal/contracts/admission/api';
import type { AdmissionSectionId } from '@portal/contracts/admission/sections';
import type { SectionData } from '@portal/contracts/forms';
import { DraftSectionForm, type DraftSectionFormProps } from '@portal/forms/DraftSectionForm';
import { SectionFrame as SharedSectionFrame } from '@portal/forms/SectionFrame';
import { admissionText } from '../admission-text';
import { paths } from '../paths';

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
  return (
    <SharedSectionFrame
      title={title}
      caption={text('tasks.caption', { number: applicationNumber })}
      backHref={paths.taskList(applicationNumber)}
      backLabel={text('tasks.title')}
    >
      {children}
    </SharedSectionFrame>
  );
}

/** A page's own props pass through whole (`{...page}`); the frame needs the number, not the form. */
export type AdmissionSectionPageProps<V extends SectionData> = Pick<SectionPageProps, 'applicationNumber' | 'onContinue'> &
  Partial<Pick<SectionPageProps, 'form'>> & {
    section: AdmissionSectionId;
  } & Omit<DraftSectionFormProps<V>, 'baseUrl' | 'section' | 'title' | 'onContinue'>;

/** A section page: the frame with the section's title around its draft form and fields. */
export function AdmissionSectionPage<V extends SectionData>({ applicationNumber, onContinue, section, form: _form, ...draft }: AdmissionSectionPageProps<V>) {
  const text = admissionText.useText();
  const title = text(`sections.${section}`);
  return (
    <SectionFrame applicationNumber={applicationNumber} title={title}>
      <DraftSectionForm<V> baseUrl={sectionApi(applicationNumber)} section={section} title={title} onContinue={onContinue} {...draft} />
    </SectionFrame>
  );
}
