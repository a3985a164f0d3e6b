/**
 * One section of the RNS confirmation of enrolment. Sections 1-3 are long-form drafts (autosave,
 * "Save and continue", the shared schemas); 4 uploads documents with the long forms' upload; 5 is
 * the declaration that submits the confirmation (final).
 */
import { Form, Formik, useFormikContext, type FormikHelpers } from 'formik';
import type { EnrolmentStatus } from '@portal/contracts/admission/after-submission';
import type { SectionDraft } from '@portal/contracts/forms';
import { DATE_FORMAT, LIMITS } from '@portal/contracts/limits';
import {
  DEFERMENT_PERIODS,
  DISRUPTION_REASONS,
  ENROLMENT_DECISIONS,
  ENROLMENT_DOCUMENT_LIMIT,
  ENROLMENT_DOCUMENT_TYPES,
  enrolmentContactSchema,
  enrolmentDecisionSchema,
  enrolmentDetailsSchema,
  enrolmentSubmitSchema,
  needsEnlistmentLetter,
} from '@portal/contracts/schemas/admission/enrolment';
import { DraftSectionForm } from '@portal/forms/DraftSectionForm';
import { http } from '@portal/http/client';
import { useApiQuery } from '@portal/http/use-api-query';
import { Navigate, useNavigate, useParams } from '@portal/router';
import { Button } from '@portal/ui/Button';
import { FormikCheckbox, FormikDateField, FormikErrorSummary, FormikRadios, FormikTextAreaField, FormikTextField } from '@portal/ui/formik';
import { QueryResult } from '@portal/ui/QueryResult';
import { clearNotifications, reportErrors } from '@portal/ui/report-errors';
import { schemaValidator } from '@portal/ui/schema-validation';
import { admissionText } from '../../admission-text';
import { useTypeOptionLabel } from '@portal/forms/document-upload';
import { DocumentTable, UploadForm } from '../../sections/documents/document-upload';
import { useClearHidden } from '@portal/forms/use-clear-hidden';
import { AfterSubmissionFrame, afterSubmissionApi, afterSubmissionPaths } from '../frame';
import { EnrolmentAnswers } from './EnrolmentAnswers';
import { isEnrolmentStep, nextStep, type EnrolmentStep } from './steps';

const EMPTY_CONTACT = { email: '', mobile: '', confirmed: false };
const EMPTY_DECISION = { decision: '' };
const EMPTY_DETAILS = { deferReason: '', deferPeriod: '', disruptionReason: '', disruptionOther: '', disruptionFrom: '', disruptionTo: '', notEnrollingReason: '' };
type Details = typeof EMPTY_DETAILS;

export function EnrolmentStepPage() {
  const text = admissionText.useText();
  const { applicationNumber = '', step } = useParams();
  const navigate = useNavigate();
  const status = useApiQuery<EnrolmentStatus>(afterSubmissionApi.enrolment(applicationNumber));
  if (!isEnrolmentStep(step)) return <Navigate to={afterSubmissionPaths.enrolment(applicationNumber)} replace />;
  const overview = afterSubmissionPaths.enrolment(applicationNumber);
  const title = text(`afterSubmission.enrolment.sections.${step}`);
  const onContinue = () => {
    const next = nextStep(step);
    navigate(next ? afterSubmissionPaths.enrolmentStep(applicationNumber, next) : overview);
  };
  return (
    <AfterSubmissionFrame applicationNumber={applicationNumber} title={title} back={{ to: overview, label: text('afterSubmission.enrolment.title') }}>
      <QueryResult query={status} what={text('afterSubmission.loadingWhat')}>
        {(enrolment) =>
          !enrolment.available || enrolment.submission ? (
            <Navigate to={overview} replace />
          ) : (
            // Keyed by the step: "Save and continue" stays on this route, and one section's form
            // must not carry its answers into the next (a section's draft refuses other fields).
            <Step key={step} step={step} title={title} enrolment={enrolment} onContinue={onContinue} onChanged={status.reload} onSubmitted={() => navigate(overview, { state: { submitted: true } })} />
          )
        }
      </QueryResult>
    </AfterSubmissionFrame>
  );
}

interface StepProps {
  step: EnrolmentStep;
  title: string;
  enrolment: EnrolmentStatus;
  onContinue(): void;
  onChanged(): void;
  onSubmitted(): void;
}

function Step({ step, title, enrolment, onContinue, onChanged, onSubmitted }: StepProps) {
  const baseUrl = afterSubmissionApi.enrolment(enrolment.applicationNumber);
  switch (step) {
    case 'contact':
      return (
        <DraftSectionForm
          baseUrl={baseUrl}
          section="contact"
          title={title}
          // "Check the e-mail address and mobile number we will use": they start as the application has them.
          emptyValues={{ ...EMPTY_CONTACT, ...enrolment.contactOnFile }}
          validate={schemaValidator(enrolmentContactSchema)}
          onContinue={onContinue}
          saveApplication={false}
        >
          <ContactFields />
        </DraftSectionForm>
      );
    case 'decision':
      return (
        <DraftSectionForm baseUrl={baseUrl} section="decision" title={title} emptyValues={EMPTY_DECISION} validate={schemaValidator(enrolmentDecisionSchema)} onContinue={onContinue} saveApplication={false}>
          <DecisionFields />
        </DraftSectionForm>
      );
    case 'details':
      return <DetailsStep baseUrl={baseUrl} title={title} onContinue={onContinue} />;
    case 'documents':
      return <DocumentsStep enrolment={enrolment} baseUrl={baseUrl} onContinue={onContinue} onChanged={onChanged} />;
    case 'declaration':
      return <DeclarationStep enrolment={enrolment} baseUrl={baseUrl} onSubmitted={onSubmitted} />;
  }
}

function ContactFields() {
  const text = admissionText.useText();
  return (
    <>
      <p className="pt-body">{text('afterSubmission.enrolment.contact.intro')}</p>
      <FormikTextField name="email" type="email" label={text('afterSubmission.enrolment.contact.email')} maxLength={LIMITS.email} autoComplete="email" spellCheck={false} required />
      <FormikTextField
        name="mobile"
        type="tel"
        label={text('afterSubmission.enrolment.contact.mobile')}
        hint={text('afterSubmission.enrolment.contact.mobileHint')}
        inputMode="numeric"
        maxLength={LIMITS.contactNumber}
        autoComplete="tel-national"
        width="10"
        required
      />
      <FormikCheckbox name="confirmed" label={text('afterSubmission.enrolment.contact.confirmed')} required />
    </>
  );
}

function DecisionFields() {
  const text = admissionText.useText();
  const options = ENROLMENT_DECISIONS.map((decision) => ({
    value: decision,
    label: text(`afterSubmission.enrolment.decision.options.${decision}`),
    hint: text(`afterSubmission.enrolment.decision.hints.${decision}`),
  }));
  return <FormikRadios name="decision" legend={text('afterSubmission.enrolment.decision.legend')} options={options} required />;
}

/** Section 3 reads the decision saved in section 2: its rules and its fields follow it. */
function DetailsStep({ baseUrl, title, onContinue }: { baseUrl: string; title: string; onContinue(): void }) {
  const text = admissionText.useText();
  const saved = useApiQuery<SectionDraft>(`${baseUrl}/sections/decision`);
  return (
    <QueryResult query={saved} what={text('afterSubmission.loadingWhat')}>
      {(draft) => {
        const decision = String(draft.data?.decision ?? '');
        if (!decision) return <p className="pt-body">{text('afterSubmission.enrolment.details.chooseFirst')}</p>;
        return (
          <DraftSectionForm
            baseUrl={baseUrl}
            section="details"
            title={title}
            emptyValues={EMPTY_DETAILS}
            validate={schemaValidator(enrolmentDetailsSchema, (values: Details) => values, { decision })}
            onContinue={onContinue}
            saveApplication={false}
          >
            <DetailsFields decision={decision} />
          </DraftSectionForm>
        );
      }}
    </QueryResult>
  );
}

function DetailsFields({ decision }: { decision: string }) {
  const text = admissionText.useText();
  const { values } = useFormikContext<Details>();
  // Answers of another option (or a reason no longer chosen) are cleared: the rules refuse them.
  useClearHidden(decision !== 'DEFER', 'deferReason', '');
  useClearHidden(decision !== 'DEFER', 'deferPeriod', '');
  useClearHidden(decision !== 'DISRUPT', 'disruptionReason', '');
  useClearHidden(decision !== 'DISRUPT' || values.disruptionReason !== 'OTHER', 'disruptionOther', '');
  useClearHidden(decision !== 'DISRUPT', 'disruptionFrom', '');
  useClearHidden(decision !== 'DISRUPT', 'disruptionTo', '');
  useClearHidden(decision !== 'NOT_ENROL', 'notEnrollingReason', '');
  const t = (key: string) => text(`afterSubmission.enrolment.details.${key}` as 'afterSubmission.enrolment.details.none');
  switch (decision) {
    case 'DEFER':
      return (
        <>
          <FormikRadios name="deferPeriod" legend={t('deferPeriod')} options={DEFERMENT_PERIODS.map((period) => ({ value: period, label: text(`afterSubmission.enrolment.details.periods.${period}`) }))} required />
          <FormikTextAreaField name="deferReason" label={t('deferReason')} maxLength={1000} rows={4} required />
        </>
      );
    case 'DISRUPT':
      return (
        <>
          <FormikRadios
            name="disruptionReason"
            legend={t('disruptionReason')}
            options={DISRUPTION_REASONS.map((reason) => ({ value: reason, label: text(`afterSubmission.enrolment.details.reasons.${reason}`) }))}
            required
          />
          {values.disruptionReason === 'OTHER' && <FormikTextAreaField name="disruptionOther" label={t('disruptionOther')} maxLength={1000} rows={4} required />}
          <FormikDateField name="disruptionFrom" label={t('disruptionFrom')} hint={t('dateHint')} placeholder={DATE_FORMAT} autoComplete="off" required />
          <FormikDateField name="disruptionTo" label={t('disruptionTo')} hint={t('dateHint')} placeholder={DATE_FORMAT} autoComplete="off" required />
        </>
      );
    case 'NOT_ENROL':
      return <FormikTextAreaField name="notEnrollingReason" label={t('notEnrollingReason')} maxLength={1000} rows={4} required />;
    default:
      return <p className="pt-body">{t('none')}</p>;
  }
}

function DocumentsStep({ enrolment, baseUrl, onContinue, onChanged }: { enrolment: EnrolmentStatus; baseUrl: string; onContinue(): void; onChanged(): void }) {
  const text = admissionText.useText();
  const decision = useApiQuery<SectionDraft>(`${baseUrl}/sections/decision`);
  const details = useApiQuery<SectionDraft>(`${baseUrl}/sections/details`);
  const enlistment =
    decision.status === 'success' && details.status === 'success' && needsEnlistmentLetter(decision.data.data?.decision, details.data.data as { disruptionReason?: unknown } | null);
  const optionLabel = useTypeOptionLabel();
  const name = (type: (typeof ENROLMENT_DOCUMENT_TYPES)[number]) => text(`afterSubmission.enrolment.documents.types.${type}`);
  const types = ENROLMENT_DOCUMENT_TYPES.map((type) => ({ value: type, label: optionLabel(name(type), ENROLMENT_DOCUMENT_LIMIT) }));
  // The table names the kind alone: how many files it takes is the upload form's business.
  const kindLabel = (type: string) => ((ENROLMENT_DOCUMENT_TYPES as readonly string[]).includes(type) ? name(type as (typeof ENROLMENT_DOCUMENT_TYPES)[number]) : type);
  return (
    <>
      <p className="pt-body">{text('afterSubmission.enrolment.documents.intro')}</p>
      {enlistment && (
        <p className="pt-body" id="documents">
          <strong>{text('afterSubmission.enrolment.documents.enlistmentRequired')}</strong>
        </p>
      )}
      <UploadForm apiBase={baseUrl} section="documents" types={types} onUploaded={onChanged} />
      <DocumentTable apiBase={baseUrl} documents={enrolment.documents} kindLabel={kindLabel} onRemoved={onChanged} />
      <Button onClick={onContinue}>{text('afterSubmission.enrolment.documents.continue')}</Button>
    </>
  );
}

function DeclarationStep({ enrolment, baseUrl, onSubmitted }: { enrolment: EnrolmentStatus; baseUrl: string; onSubmitted(): void }) {
  const text = admissionText.useText();
  const onSubmit = async (values: { declaration: boolean }, helpers: FormikHelpers<{ declaration: boolean }>) => {
    clearNotifications();
    try {
      await http.post(`${baseUrl}/submit`, values);
      onSubmitted();
    } catch (error) {
      // Incomplete sections and a missing letter name no field of this form: they go to the notification area.
      reportErrors(error, helpers, ['declaration']);
    }
  };
  return (
    <>
      <p className="pt-body">{text('afterSubmission.enrolment.declaration.intro')}</p>
      <EnrolmentAnswers enrolment={enrolment} baseUrl={baseUrl} />
      <Formik<{ declaration: boolean }> initialValues={{ declaration: false }} validate={schemaValidator(enrolmentSubmitSchema)} onSubmit={onSubmit}>
        {({ isSubmitting }) => (
          <Form noValidate aria-label={text('afterSubmission.enrolment.declaration.formLabel')}>
            <FormikErrorSummary />
            <FormikCheckbox name="declaration" label={text('afterSubmission.enrolment.declaration.statement')} required />
            <Button type="submit" disabled={isSubmitting}>
              {text('afterSubmission.enrolment.declaration.submit')}
            </Button>
          </Form>
        )}
      </Formik>
    </>
  );
}
