/**
 * What every financial aid section page gets and the frame around it (the shared SectionFrame and
 * DraftSectionForm): the caption and heading, the way back to the task list, and where "Save and
 * continue" goes.
 */
import type { ReactNode } from 'react';
import type { AidApplicationForm } from '@portal/contracts/financial-aid/api';
import type { AidSectionId } from '@portal/contracts/financial-aid/sections';
import type { AidContext } from '@portal/contracts/schemas/financial-aid/context';
import type { SectionData } from '@portal/contracts/forms';
import { DraftSectionForm, type DraftSectionFormProps } from '@portal/forms/DraftSectionForm';
import { SectionFrame } from '@portal/forms/SectionFrame';
import { formText } from '../form/form-text';
import { paths } from '../paths';

export interface SectionPageProps {
  form: AidApplicationForm;
  /** After a completed "Save and continue". */
  onContinue(): void;
}

export type AidSectionPageProps<V extends SectionData> = SectionPageProps & {
  section: AidSectionId;
  /** Shown outside the section's form, after it. */
  after?: ReactNode;
} & Omit<DraftSectionFormProps<V>, 'baseUrl' | 'section' | 'title' | 'onContinue'>;

/** A section page: the frame with the section's title around its draft form and fields. */
export function AidSectionPage<V extends SectionData>({ form, onContinue, section, after, ...draft }: AidSectionPageProps<V>) {
  const text = formText.useText();
  const title = text(`sections.${section}`);
  return (
    <SectionFrame title={title} caption={text('tasks.caption', { year: form.academicYear })} backHref={paths.taskList(form.id)} backLabel={text('tasks.title')}>
      <DraftSectionForm<V> baseUrl={paths.api(form.id)} section={section} title={title} onContinue={onContinue} {...draft} />
      {after}
    </SectionFrame>
  );
}

/** Today as the schemas want it (yyyy-mm-dd); the server checks again with its own clock. */
export const today = () => new Date().toISOString().slice(0, 10);

/** The context the server gives the same schemas: today, the tier and the kinds of aid open to it. */
export const aidContextOf = (form: AidApplicationForm): AidContext => ({ today: today(), tier: form.tier ?? undefined, aidSoughtAllowed: form.aidSoughtAllowed });

/** The options of a Yes/No question (the schemas' 'YES' | 'NO'). */
export function useYesNoOptions() {
  const text = formText.useText();
  return (['YES', 'NO'] as const).map((value) => ({ value, label: text(`yesNo.${value}`) }));
}
