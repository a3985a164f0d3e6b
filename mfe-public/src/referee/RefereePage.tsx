/**
 * The referee's reference form (/referee?id=…), opened from the e-mailed link without signing in.
 * The link's id goes to the API in the body of a POST, never in a logged path. A link that is unknown,
 * used or expired shows one message (which of them is not said); after submitting, the link is used up.
 */
import { useEffect, useState } from 'react';
import { Form, Formik, type FormikHelpers } from 'formik';
import { useSearchParams } from '@portal/router';
import type { ApiError } from '@portal/contracts/api';
import {
  REFEREE_RELATIONSHIPS,
  REFEREES_WORDS,
  REFERENCE_KNOWN_FOR,
  REFERENCE_RECOMMENDATIONS,
  REFERENCE_TEXT_MAX,
  refereeReferenceSchema,
  type ReferenceRequestDetails,
} from '@portal/contracts/admission';
import { http } from '@portal/http/client';
import { apiErrorsOf } from '@portal/http/errors';
import { useLanguage } from '@portal/i18n/namespace';
import { apiErrorRef, messageText, useMessageText } from '@portal/i18n/messages';
import { Button } from '@portal/ui/Button';
import { ErrorPanel } from '@portal/ui/ErrorPanel';
import { FormikCheckbox, FormikErrorSummary, FormikRadios, FormikSelectField } from '@portal/ui/formik';
import { FormikCharacterCountField } from '@portal/ui/formik-character-count';
import { LoadingSpinner } from '@portal/ui/LoadingSpinner';
import { MandatoryNote } from '@portal/ui/MandatoryNote';
import { SummaryList } from '@portal/ui/SummaryList';
import { clearNotifications, reportErrors } from '@portal/ui/report-errors';
import { schemaValidator } from '@portal/ui/schema-validation';
import { publicText } from '../public-text';
import { ResultPanel } from '../shared/ResultPanel';
import { ScreenTitle } from '../shared/ScreenTitle';

interface ReferenceValues {
  relationship: string;
  knownFor: string;
  reference: string;
  recommendation: string;
  declaration: boolean;
}

const EMPTY: ReferenceValues = { relationship: '', knownFor: '', reference: '', recommendation: '', declaration: false };
const FIELDS = Object.keys(EMPTY);

type Stage =
  | { kind: 'opening' }
  | { kind: 'invalid' }
  | { kind: 'failed'; errors: ApiError[] }
  | { kind: 'form'; details: ReferenceRequestDetails }
  | { kind: 'received' };

const linkInvalid = (error: unknown) => apiErrorsOf(error).some((apiError) => apiError.code === 'REFERENCE_LINK_INVALID');

export function RefereePage() {
  const text = publicText.useText();
  const [params] = useSearchParams();
  const token = params.get('id') ?? '';
  const [stage, setStage] = useState<Stage>(token ? { kind: 'opening' } : { kind: 'invalid' });
  const [attempt, setAttempt] = useState(0);
  const words = useMessageText();

  useEffect(() => {
    if (!token) return;
    let cancelled = false;
    http.post<ReferenceRequestDetails>('/public/references/open', { token }).then(
      (response) => !cancelled && setStage({ kind: 'form', details: response.data }),
      (error: unknown) => !cancelled && setStage(linkInvalid(error) ? { kind: 'invalid' } : { kind: 'failed', errors: apiErrorsOf(error) }),
    );
    return () => {
      cancelled = true;
    };
  }, [token, attempt]);

  const onSubmit = async (values: ReferenceValues, helpers: FormikHelpers<ReferenceValues>) => {
    clearNotifications();
    try {
      await http.post('/public/references/submit', { token, ...values });
      setStage({ kind: 'received' });
    } catch (error) {
      if (linkInvalid(error)) setStage({ kind: 'invalid' });
      else reportErrors(error, helpers, FIELDS);
    }
  };

  return (
    <>
      <ScreenTitle title={text('referee.title')} caption={text('referee.caption')} />
      {stage.kind === 'opening' && <LoadingSpinner label={text('referee.opening')} />}
      {stage.kind === 'invalid' && <ResultPanel title={text('referee.invalidTitle')}>{messageText('REFERENCE_LINK_INVALID')}</ResultPanel>}
      {stage.kind === 'failed' && (
        <ErrorPanel
          title={text('referee.openFailed')}
          onRetry={() => {
            setStage({ kind: 'opening' });
            setAttempt((n) => n + 1);
          }}
        >
          {stage.errors.map((error) => words(apiErrorRef(error))).join(' ')}
        </ErrorPanel>
      )}
      {stage.kind === 'received' && <ResultPanel title={text('referee.receivedTitle')}>{text('referee.receivedBody')}</ResultPanel>}
      {stage.kind === 'form' && <ReferenceForm details={stage.details} onSubmit={onSubmit} />}
    </>
  );
}

function ReferenceForm({ details, onSubmit }: { details: ReferenceRequestDetails; onSubmit: (values: ReferenceValues, helpers: FormikHelpers<ReferenceValues>) => Promise<void> }) {
  const text = publicText.useText();
  const language = useLanguage() as 'en-GB' | 'zh-Hans';
  const relationships = REFEREES_WORDS[language].relationships;
  return (
    <>
      <p className="pt-body">{text('referee.intro', { name: details.refereeName })}</p>
      <SummaryList
        rows={[
          { id: 'applicant', key: text('referee.applicant'), value: details.applicantName },
          { id: 'number', key: text('referee.applicationNumber'), value: details.applicationNumber },
        ]}
      />
      <p className="pt-body">{text('referee.confidential')}</p>
      <MandatoryNote />
      <Formik<ReferenceValues> initialValues={EMPTY} validate={schemaValidator(refereeReferenceSchema.omit(['token']))} onSubmit={onSubmit}>
        {({ isSubmitting }) => (
          <Form noValidate aria-label={text('referee.formLabel')}>
            <FormikErrorSummary />
            <FormikSelectField
              name="relationship"
              label={text('referee.relationship')}
              hint={text('referee.relationshipHint')}
              placeholder={text('referee.chooseOne')}
              options={REFEREE_RELATIONSHIPS.map((value) => ({ value, label: relationships[value] }))}
              required
            />
            <FormikRadios name="knownFor" legend={text('referee.knownFor')} options={REFERENCE_KNOWN_FOR.map((value) => ({ value, label: text(`referee.knownForOptions.${value}`) }))} required />
            <FormikCharacterCountField name="reference" label={text('referee.reference')} hint={text('referee.referenceHint')} limit={REFERENCE_TEXT_MAX} rows={12} required />
            <FormikRadios
              name="recommendation"
              legend={text('referee.recommendation')}
              options={REFERENCE_RECOMMENDATIONS.map((value) => ({ value, label: text(`referee.recommendations.${value}`) }))}
              required
            />
            <FormikCheckbox name="declaration" label={text('referee.declaration', { name: details.applicantName })} required />
            <Button type="submit" disabled={isSubmitting}>
              {text('referee.submit')}
            </Button>
          </Form>
        )}
      </Formik>
    </>
  );
}
