/**
 * The referee's reference form (/referee?id=…), opened from the e-mailed link without signing in, in
 * the single-use link frame the surety's and the guarantor's pages use too. A link that is unknown,
 * used or expired shows one message (which of them is not said); after submitting, the link is used up.
 */
import { Form, Formik, type FormikHelpers } from 'formik';
import {
  REFEREE_RELATIONSHIPS,
  REFEREES_WORDS,
  REFERENCE_KNOWN_FOR,
  REFERENCE_RECOMMENDATIONS,
  REFERENCE_TEXT_MAX,
  refereeReferenceSchema,
  type ReferenceRequestDetails,
} from '@portal/contracts/admission';
import { useLanguage } from '@portal/i18n/namespace';
import { Button } from '@portal/ui/Button';
import { FormikCheckbox, FormikErrorSummary, FormikRadios, FormikSelectField } from '@portal/ui/formik';
import { FormikCharacterCountField } from '@portal/ui/formik-character-count';
import { MandatoryNote } from '@portal/ui/MandatoryNote';
import { SummaryList } from '@portal/ui/SummaryList';
import { schemaValidator } from '@portal/ui/schema-validation';
import { publicText } from '../public-text';
import { SingleUseLinkPage, linkPageWords, type LinkPageKind } from '../shared/SingleUseLinkPage';

interface ReferenceValues {
  relationship: string;
  knownFor: string;
  reference: string;
  recommendation: string;
  declaration: boolean;
}

const EMPTY: ReferenceValues = { relationship: '', knownFor: '', reference: '', recommendation: '', declaration: false };
const FIELDS = Object.keys(EMPTY);

const REFEREE_LINK: LinkPageKind = {
  tokenParam: 'id',
  openPath: '/public/references/open',
  confirmPath: '/public/references/submit',
  // Unknown, used or expired: one answer, so the page does not say which.
  codes: { invalid: 'REFERENCE_LINK_INVALID' },
};

export function RefereePage() {
  const text = publicText.useText();
  return (
    <SingleUseLinkPage<ReferenceRequestDetails> kind={REFEREE_LINK} words={linkPageWords((word) => text(`referee.${word}`))}>
      {(details, confirm) => <ReferenceForm details={details} onSubmit={(values, helpers) => confirm(values, helpers, FIELDS)} />}
    </SingleUseLinkPage>
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
