/**
 * "Letter of Acceptance & Undertaking": the letter (its clauses in the page's language, and as a PDF in
 * English and Chinese), its declarations, the applicant's full name typed as a signature, and a parent
 * or guardian's endorsement when the API says the applicant is under 18. Accepted once; afterwards the
 * page shows the acceptance and leads on to the sureties.
 */
import { useState } from 'react';
import { Form, Formik, type FormikHelpers } from 'formik';
import type { UndertakingLetter } from '@portal/contracts/scholarship/award';
import { GUARDIAN_RELATIONSHIPS, UNDERTAKING_DECLARATIONS, UNDERTAKING_WORDS } from '@portal/contracts/scholarship/undertaking-letter';
import type { Language } from '@portal/contracts/languages';
import { acceptUndertakingSchema } from '@portal/contracts/schemas/scholarship/award';
import { http, withApiBase } from '@portal/http/client';
import { useApiQuery } from '@portal/http/use-api-query';
import { useLanguage } from '@portal/i18n/namespace';
import { Link, useParams } from '@portal/router';
import { Button } from '@portal/ui/Button';
import { usePageTitle } from '@portal/ui/document-title';
import { Fieldset } from '@portal/ui/Fieldset';
import { formatDateTime } from '@portal/ui/format';
import { FormikCheckbox, FormikEmailField, FormikErrorSummary, FormikSelectField, FormikTextField } from '@portal/ui/formik';
import { MandatoryNote } from '@portal/ui/MandatoryNote';
import { NotificationBanner } from '@portal/ui/NotificationBanner';
import { QueryResult } from '@portal/ui/QueryResult';
import { clearNotifications, reportErrors } from '@portal/ui/report-errors';
import { schemaValidator } from '@portal/ui/schema-validation';
import { paths } from '../paths';
import { AwardFrame } from './AwardFrame';
import { awardText } from './award-text';
import { OfferTerms } from './OfferTerms';

interface UndertakingValues {
  acceptedName: string;
  declarations: Record<(typeof UNDERTAKING_DECLARATIONS)[number], boolean>;
  guardian: { name: string; relationship: string; email: string; endorsement: boolean };
}

const INITIAL: UndertakingValues = {
  acceptedName: '',
  declarations: Object.fromEntries(UNDERTAKING_DECLARATIONS.map((key) => [key, false])) as UndertakingValues['declarations'],
  guardian: { name: '', relationship: '', email: '', endorsement: false },
};
const FIELDS = ['declarations', ...UNDERTAKING_DECLARATIONS.map((key) => `declarations.${key}`), 'acceptedName', 'guardian', 'guardian.name', 'guardian.relationship', 'guardian.email', 'guardian.endorsement'];

/** What is sent: the guardian only when one must endorse. */
const bodyFor = (guardianRequired: boolean) => (values: UndertakingValues) =>
  guardianRequired ? values : { acceptedName: values.acceptedName, declarations: values.declarations };

export function UndertakingPage() {
  const text = awardText.useText();
  const { id = '' } = useParams();
  const query = useApiQuery<UndertakingLetter>(`${paths.api(id)}/undertaking`);
  const [accepted, setAccepted] = useState<UndertakingLetter | null>(null);
  usePageTitle(text('undertaking.title'));
  const shown = accepted ? { ...query, status: 'success' as const, data: accepted } : query;
  return (
    <AwardFrame id={id} title={text('undertaking.title')}>
      <QueryResult query={shown} what={text('undertaking.loadingWhat')}>
        {(letter) => (
          <>
            <Letter id={id} letter={letter} />
            {letter.accepted ? <Accepted id={id} letter={letter} justAccepted={accepted !== null} /> : <AcceptForm id={id} letter={letter} onAccepted={setAccepted} />}
          </>
        )}
      </QueryResult>
    </AwardFrame>
  );
}

function Letter({ id, letter }: { id: string; letter: UndertakingLetter }) {
  const text = awardText.useText();
  const language = useLanguage() as Language;
  const pdf = (lang: Language) => withApiBase(`${paths.api(id)}/undertaking/pdf?language=${lang}`);
  return (
    <>
      <p className="pt-body">{text('undertaking.intro')}</p>
      <OfferTerms terms={letter.terms} />
      <section aria-labelledby="letter-heading">
        <h2 className="pt-heading-m" id="letter-heading">
          {text('undertaking.letterHeading')}
        </h2>
        <ol className="pt-list pt-list--number">
          {letter.clauses[language].map((clause) => (
            <li key={clause}>{clause}</li>
          ))}
        </ol>
      </section>
      <ul className="pt-list">
        <li>
          <a href={pdf('en-GB')} download>
            {text('undertaking.pdfEnglish')}
          </a>
        </li>
        <li>
          <a href={pdf('zh-Hans')} download>
            {text('undertaking.pdfChinese')}
          </a>
        </li>
      </ul>
    </>
  );
}

function Accepted({ id, letter, justAccepted }: { id: string; letter: UndertakingLetter; justAccepted: boolean }) {
  const text = awardText.useText();
  const language = useLanguage() as Language;
  const acceptance = letter.accepted!;
  return (
    <>
      <NotificationBanner variant="success" title={text('undertaking.acceptedTitle')} focusOnMount={justAccepted}>
        <p className="pt-body">{text('undertaking.acceptedOn', { date: formatDateTime(acceptance.acceptedAt), name: acceptance.acceptedName })}</p>
        {acceptance.guardian && (
          <p className="pt-body">
            {text('undertaking.endorsedBy', { name: acceptance.guardian.name, relationship: UNDERTAKING_WORDS[language].guardianRelationships[acceptance.guardian.relationship] })}
          </p>
        )}
      </NotificationBanner>
      <p className="pt-body">
        <Link className="pt-button" to={paths.sureties(id)}>
          {text('outcome.nextSureties')}
        </Link>
      </p>
    </>
  );
}

function AcceptForm({ id, letter, onAccepted }: { id: string; letter: UndertakingLetter; onAccepted: (letter: UndertakingLetter) => void }) {
  const text = awardText.useText();
  const language = useLanguage() as Language;
  const words = UNDERTAKING_WORDS[language];
  const body = bodyFor(letter.guardianRequired);
  const onSubmit = async (values: UndertakingValues, helpers: FormikHelpers<UndertakingValues>) => {
    clearNotifications();
    try {
      onAccepted((await http.post<UndertakingLetter>(`${paths.api(id)}/undertaking`, body(values))).data);
    } catch (error) {
      reportErrors(error, helpers, FIELDS);
    }
  };
  return (
    <>
      <MandatoryNote />
      <Formik<UndertakingValues>
        initialValues={INITIAL}
        validate={schemaValidator(acceptUndertakingSchema, body, { guardianRequired: letter.guardianRequired })}
        onSubmit={onSubmit}
      >
        {({ isSubmitting }) => (
          <Form noValidate aria-label={text('undertaking.formLabel')}>
            <FormikErrorSummary order={FIELDS} />
            <Fieldset id="declarations" legend={text('undertaking.declarations')} legendSize="m" required>
              {UNDERTAKING_DECLARATIONS.map((key) => (
                <FormikCheckbox key={key} name={`declarations.${key}`} label={words.declarations[key]} required />
              ))}
            </Fieldset>
            <FormikTextField name="acceptedName" label={text('undertaking.acceptedName')} hint={text('undertaking.acceptedNameHint')} autoComplete="name" required />
            {letter.guardianRequired && (
              <Fieldset id="guardian" legend={text('undertaking.guardianHeading')} legendSize="m" hint={text('undertaking.guardianIntro')} required>
                <FormikTextField name="guardian.name" label={text('undertaking.guardianName')} required />
                <FormikSelectField
                  name="guardian.relationship"
                  label={text('undertaking.guardianRelationship')}
                  placeholder={text('undertaking.chooseOne')}
                  options={GUARDIAN_RELATIONSHIPS.map((value) => ({ value, label: words.guardianRelationships[value] }))}
                  required
                />
                <FormikEmailField name="guardian.email" label={text('undertaking.guardianEmail')} required />
                <FormikCheckbox name="guardian.endorsement" label={text('undertaking.guardianEndorsement')} required />
              </Fieldset>
            )}
            <Button type="submit" disabled={isSubmitting}>
              {text('undertaking.accept')}
            </Button>
          </Form>
        )}
      </Formik>
    </>
  );
}
