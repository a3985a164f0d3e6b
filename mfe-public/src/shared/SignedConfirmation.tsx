/**
 * What a third party confirms by an e-mailed link, in the order every kind's page shows it: who named
 * them and until when the link works, what they stand behind (the kind's own part), their details as
 * the applicant gave them, then the declaration(s) and their full name typed as a signature. One
 * place for the surety's, the tuition grant surety's and the guarantor's pages; each gives its words,
 * rows and declarations.
 */
import type { ReactNode } from 'react';
import { Form, Formik, type FormikHelpers, type FormikValues } from 'formik';
import type { AnyObject, ObjectSchema } from 'yup';
import { Button } from '@portal/ui/Button';
import { formatDateTime } from '@portal/ui/format';
import { FormikErrorSummary, FormikTextField } from '@portal/ui/formik';
import { MandatoryNote } from '@portal/ui/MandatoryNote';
import { schemaValidator } from '@portal/ui/schema-validation';
import { SummaryList, type SummaryRow } from '@portal/ui/SummaryList';
import { TitledSection } from '@portal/ui/TitledSection';

/** The words every kind's page has, already in the page's language. */
export interface SignedConfirmationWords {
  intro: string;
  linkExpires: string;
  detailsHeading: string;
  detailsHint: string;
  formLabel: string;
  signatureName: string;
  signatureNameHint: string;
  confirm: string;
}

/** The words of a kind's catalogue for the shared parts (each kind's catalogue has these keys). */
export function signedConfirmationWords(
  text: (key: 'intro' | 'linkExpires' | 'detailsHeading' | 'detailsHint' | 'formLabel' | 'signatureName' | 'signatureNameHint' | 'confirm', params?: Record<string, string>) => string,
  request: { applicantName: string; linkExpiresAt: string },
  thirdPartyName: string,
): SignedConfirmationWords {
  return {
    intro: text('intro', { name: thirdPartyName, applicant: request.applicantName }),
    linkExpires: text('linkExpires', { date: formatDateTime(request.linkExpiresAt) }),
    detailsHeading: text('detailsHeading'),
    detailsHint: text('detailsHint'),
    formLabel: text('formLabel'),
    signatureName: text('signatureName'),
    signatureNameHint: text('signatureNameHint'),
    confirm: text('confirm'),
  };
}

interface SignedConfirmationProps<V extends FormikValues & { signatureName: string }> {
  words: SignedConfirmationWords;
  /** What the link is about (applicant, reference, the terms), at the top. */
  aboutRows: SummaryRow[];
  /** The kind's own part between the summary and the details (the undertaking's clauses, the loans). */
  children?: ReactNode;
  /** The third party's details as the applicant gave them. */
  detailsRows: SummaryRow[];
  initialValues: V;
  /** The kind's confirmation schema without the token (the page sends that itself). */
  schema: ObjectSchema<AnyObject>;
  /** The error summary's order of fields, when the form has more than one declaration. */
  fieldOrder?: string[];
  /** The declaration(s) to tick, above the signature. */
  declarations: ReactNode;
  onSubmit: (values: V, helpers: FormikHelpers<V>) => Promise<void>;
}

export function SignedConfirmation<V extends FormikValues & { signatureName: string }>(props: SignedConfirmationProps<V>) {
  const { words, aboutRows, children, detailsRows, initialValues, schema, fieldOrder, declarations, onSubmit } = props;
  return (
    <>
      <p className="pt-body">{words.intro}</p>
      <p className="pt-body">{words.linkExpires}</p>
      <SummaryList rows={aboutRows} />
      {children}
      <TitledSection id="details" title={words.detailsHeading}>
        <p className="pt-hint">{words.detailsHint}</p>
        <SummaryList rows={detailsRows} />
      </TitledSection>
      <MandatoryNote />
      <Formik<V> initialValues={initialValues} validate={schemaValidator(schema)} onSubmit={onSubmit}>
        {({ isSubmitting }) => (
          <Form noValidate aria-label={words.formLabel}>
            <FormikErrorSummary order={fieldOrder} />
            {declarations}
            <FormikTextField name="signatureName" label={words.signatureName} hint={words.signatureNameHint} autoComplete="name" required />
            <Button type="submit" disabled={isSubmitting}>
              {words.confirm}
            </Button>
          </Form>
        )}
      </Formik>
    </>
  );
}
