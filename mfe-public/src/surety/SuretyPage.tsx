/**
 * The surety's confirmation page (/surety?token=…), opened from the e-mailed link without signing in,
 * built like the referee's form: the undertaking the applicant accepted, the surety's own details as
 * the applicant gave them, a declaration, the full name typed as a signature, Confirm. A used or
 * unknown link and an expired one each get their own clear message; after confirming, the link is used up.
 */
import { useEffect, useState } from 'react';
import { Form, Formik, type FormikHelpers } from 'formik';
import type { ApiError } from '@portal/contracts/api';
import type { Language } from '@portal/contracts/languages';
import type { PublicSuretyUndertaking } from '@portal/contracts/scholarship/award';
import { suretyConfirmationSchema } from '@portal/contracts/schemas/scholarship/award';
import { http } from '@portal/http/client';
import { apiErrorsOf } from '@portal/http/errors';
import { apiErrorRef, messageText, useMessageText } from '@portal/i18n/messages';
import { useLanguage } from '@portal/i18n/namespace';
import { useSearchParams } from '@portal/router';
import { Button } from '@portal/ui/Button';
import { ErrorPanel } from '@portal/ui/ErrorPanel';
import { formatDateTime, formatMoney } from '@portal/ui/format';
import { FormikCheckbox, FormikErrorSummary, FormikTextField } from '@portal/ui/formik';
import { LoadingSpinner } from '@portal/ui/LoadingSpinner';
import { MandatoryNote } from '@portal/ui/MandatoryNote';
import { clearNotifications, reportErrors } from '@portal/ui/report-errors';
import { schemaValidator } from '@portal/ui/schema-validation';
import { SummaryList } from '@portal/ui/SummaryList';
import { ResultPanel } from '../shared/ResultPanel';
import { ScreenTitle } from '../shared/ScreenTitle';
import { suretyText } from './surety-text';

interface ConfirmationValues {
  declaration: boolean;
  signatureName: string;
}
const EMPTY: ConfirmationValues = { declaration: false, signatureName: '' };
const FIELDS = Object.keys(EMPTY);

type Stage =
  | { kind: 'opening' }
  | { kind: 'invalid' }
  | { kind: 'expired' }
  | { kind: 'failed'; errors: ApiError[] }
  | { kind: 'form'; undertaking: PublicSuretyUndertaking }
  | { kind: 'confirmed' };

/** The link's own answers (used or unknown; expired) as a stage; anything else is not about the link. */
function linkStage(error: unknown): Stage | null {
  const codes = apiErrorsOf(error).map((apiError) => apiError.code);
  if (codes.includes('SURETY_LINK_INVALID')) return { kind: 'invalid' };
  if (codes.includes('SURETY_LINK_EXPIRED')) return { kind: 'expired' };
  return null;
}

export function SuretyPage() {
  const text = suretyText.useText();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [stage, setStage] = useState<Stage>(token ? { kind: 'opening' } : { kind: 'invalid' });
  const [attempt, setAttempt] = useState(0);
  const words = useMessageText();

  useEffect(() => {
    if (!token) return;
    let cancelled = false;
    // The token goes in the body, never in a path that gets logged (as on the referee's form).
    http.post<PublicSuretyUndertaking>('/public/surety/open', { token }).then(
      (response) => !cancelled && setStage({ kind: 'form', undertaking: response.data }),
      (error: unknown) => !cancelled && setStage(linkStage(error) ?? { kind: 'failed', errors: apiErrorsOf(error) }),
    );
    return () => {
      cancelled = true;
    };
  }, [token, attempt]);

  const onSubmit = async (values: ConfirmationValues, helpers: FormikHelpers<ConfirmationValues>) => {
    clearNotifications();
    try {
      await http.post('/public/surety/confirm', { ...values, token });
      setStage({ kind: 'confirmed' });
    } catch (error) {
      const link = linkStage(error);
      if (link) setStage(link);
      else reportErrors(error, helpers, FIELDS);
    }
  };

  return (
    <>
      <ScreenTitle title={text('title')} caption={text('caption')} />
      {stage.kind === 'opening' && <LoadingSpinner label={text('opening')} />}
      {stage.kind === 'invalid' && <ResultPanel title={text('invalidTitle')}>{messageText('SURETY_LINK_INVALID')}</ResultPanel>}
      {stage.kind === 'expired' && <ResultPanel title={text('expiredTitle')}>{messageText('SURETY_LINK_EXPIRED')}</ResultPanel>}
      {stage.kind === 'failed' && (
        <ErrorPanel
          title={text('openFailed')}
          onRetry={() => {
            setStage({ kind: 'opening' });
            setAttempt((n) => n + 1);
          }}
        >
          {stage.errors.map((error) => words(apiErrorRef(error))).join(' ')}
        </ErrorPanel>
      )}
      {stage.kind === 'confirmed' && <ResultPanel title={text('confirmedTitle')}>{text('confirmedBody')}</ResultPanel>}
      {stage.kind === 'form' && <ConfirmationForm undertaking={stage.undertaking} onSubmit={onSubmit} />}
    </>
  );
}

function ConfirmationForm({
  undertaking,
  onSubmit,
}: {
  undertaking: PublicSuretyUndertaking;
  onSubmit: (values: ConfirmationValues, helpers: FormikHelpers<ConfirmationValues>) => Promise<void>;
}) {
  const text = suretyText.useText();
  const language = useLanguage() as Language;
  const { surety, terms } = undertaking;
  return (
    <>
      <p className="pt-body">{text('intro', { name: surety.fullName, applicant: undertaking.applicantName })}</p>
      <p className="pt-body">{text('linkExpires', { date: formatDateTime(undertaking.linkExpiresAt) })}</p>
      <SummaryList
        rows={[
          { key: text('applicant'), value: undertaking.applicantName },
          ...(undertaking.reference ? [{ key: text('reference'), value: undertaking.reference }] : []),
          { key: text('scholarship'), value: `${terms.name[language]} (${terms.academicYear})` },
          { key: text('bond'), value: undertaking.bondYears > 0 ? text('bondYears', { years: undertaking.bondYears }) : text('noBond') },
          { key: text('livingAllowance'), value: text('livingAllowanceValue', { amount: formatMoney(terms.livingAllowanceCents) }) },
          { key: text('tuitionCoverage'), value: text('tuitionCoverageValue', { percent: terms.tuitionCoveragePercent }) },
          { key: text('liquidatedDamages'), value: text('liquidatedDamagesValue', { percent: undertaking.liquidatedDamagesInterestPercent }) },
        ]}
      />
      <section aria-labelledby="undertaking-heading">
        <h2 className="pt-heading-m" id="undertaking-heading">
          {text('undertakingHeading')}
        </h2>
        <ol className="pt-list pt-list--number">
          {undertaking.clauses[language].map((clause) => (
            <li key={clause}>{clause}</li>
          ))}
        </ol>
      </section>
      <section aria-labelledby="details-heading">
        <h2 className="pt-heading-m" id="details-heading">
          {text('detailsHeading')}
        </h2>
        <p className="pt-hint">{text('detailsHint')}</p>
        <SummaryList
          rows={[
            { key: text('fullName'), value: surety.fullName },
            { key: text('identification'), value: `${text(`idTypes.${surety.idType}`)} ${surety.idNumber}` },
            { key: text('dateOfBirth'), value: surety.dateOfBirth },
            { key: text('email'), value: surety.email },
            { key: text('mobile'), value: surety.mobile },
            ...(surety.employed
              ? [{ key: text('employment'), value: text('employmentValue', { occupation: surety.occupation, employer: surety.employer, date: surety.employmentLetterDate }) }]
              : []),
          ]}
        />
      </section>
      <MandatoryNote />
      <Formik<ConfirmationValues> initialValues={EMPTY} validate={schemaValidator(suretyConfirmationSchema.omit(['token']))} onSubmit={onSubmit}>
        {({ isSubmitting }) => (
          <Form noValidate aria-label={text('formLabel')}>
            <FormikErrorSummary />
            <FormikCheckbox name="declaration" label={text('declaration', { applicant: undertaking.applicantName })} required />
            <FormikTextField name="signatureName" label={text('signatureName')} hint={text('signatureNameHint')} autoComplete="name" required />
            <Button type="submit" disabled={isSubmitting}>
              {text('confirm')}
            </Button>
          </Form>
        )}
      </Formik>
    </>
  );
}
