/**
 * A whole section form on a server draft: the draft loads (or its error shows), then one Formik form
 * with the error summary, the section's fields, "Save and continue" and "Save Application", autosave
 * and the conflict message. Every long form's section pages are this plus their fields.
 */
import type { ReactNode } from 'react';
import { Formik, type FormikErrors } from 'formik';
import type { SectionData } from '@portal/contracts/forms';
import { FormikErrorSummary, type FormikErrorSummaryProps } from '@portal/ui/formik';
import { SectionActions, SectionForm, SectionLoading } from './SectionForm';
import { useSectionDraft } from './use-section-draft';
import { VerifiedAnswers } from './verified-answers';

export interface DraftSectionFormProps<V extends SectionData> {
  /** The form's API base, e.g. /admission/applications/27100001. */
  baseUrl: string;
  section: string;
  /** Every field, as when nothing was typed (see useSectionDraft). */
  emptyValues: V;
  /** The form's accessible name (the section's title). */
  title: string;
  /** Usually schemaValidator(the section's shared schema, …). */
  validate?: (values: V) => FormikErrors<V>;
  /** After a "Save and continue" the server accepted. */
  onContinue(): void;
  errorSummary?: FormikErrorSummaryProps;
  /** Something else the fields need is still loading: the draft's spinner shows meanwhile. */
  waiting?: boolean;
  /**
   * Whether "Save Application" is offered (default yes). A form that is not an application (the
   * confirmation of enrolment) leaves it out: its steps still save as typed and on "Save and continue".
   */
  saveApplication?: boolean;
  children: ReactNode;
}

export function DraftSectionForm<V extends SectionData>({ baseUrl, section, emptyValues, title, validate, onContinue, errorSummary, waiting, saveApplication = true, children }: DraftSectionFormProps<V>) {
  const draft = useSectionDraft<V>({ baseUrl, section, emptyValues });
  if (draft.phase !== 'ready' || waiting) return <SectionLoading draft={draft.phase === 'ready' ? { phase: 'loading' } : draft} />;
  return (
    <Formik<V>
      key={draft.formKey}
      initialValues={draft.initialValues}
      validate={validate}
      onSubmit={async (values, helpers) => {
        if (await draft.saveAndContinue(values, helpers)) onContinue();
      }}
    >
      <SectionForm draft={draft} aria-label={title}>
        <FormikErrorSummary {...errorSummary} />
        <VerifiedAnswers.Provider value={draft.verified}>{children}</VerifiedAnswers.Provider>
        <SectionActions draft={draft} saveApplication={saveApplication} />
      </SectionForm>
    </Formik>
  );
}
