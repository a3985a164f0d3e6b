/**
 * What every scholarship section page gets and the frame around it (the shared SectionFrame and
 * DraftSectionForm): the caption and heading, the way back to the task list, and where "Save and
 * continue" goes.
 */
import type { ReactNode } from 'react';
import type { ScholarshipForm } from '@portal/contracts/scholarship/api';
import type { ScholarshipSectionId } from '@portal/contracts/scholarship/sections';
import type { SectionData } from '@portal/contracts/forms';
import { DraftSectionForm, type DraftSectionFormProps } from '@portal/forms/DraftSectionForm';
import { SectionFrame } from '@portal/forms/SectionFrame';
import { paths } from '../paths';
import { scholarshipText } from '../scholarship-text';

export interface SectionPageProps {
  form: ScholarshipForm;
  /** After a completed "Save and continue". */
  onContinue(): void;
}

export type ScholarshipSectionPageProps<V extends SectionData> = SectionPageProps & {
  section: ScholarshipSectionId;
  /** Shown outside the section's form, after it (a form of its own, such as an upload). */
  after?: ReactNode;
} & Omit<DraftSectionFormProps<V>, 'baseUrl' | 'section' | 'title' | 'onContinue'>;

/** A section page: the frame with the section's title around its draft form and fields. */
export function ScholarshipSectionPage<V extends SectionData>({ form, onContinue, section, after, ...draft }: ScholarshipSectionPageProps<V>) {
  const text = scholarshipText.useText();
  const title = text(`sections.${section}`);
  return (
    <SectionFrame title={title} caption={text('tasks.caption', { year: form.academicYear })} backHref={paths.taskList(form.id)} backLabel={text('tasks.title')}>
      <DraftSectionForm<V> baseUrl={paths.api(form.id)} section={section} title={title} onContinue={onContinue} {...draft} />
      {after}
    </SectionFrame>
  );
}

/** Today as the server's schemas want it (yyyy-mm-dd); the server checks again with its own clock. */
export const today = () => new Date().toISOString().slice(0, 10);
