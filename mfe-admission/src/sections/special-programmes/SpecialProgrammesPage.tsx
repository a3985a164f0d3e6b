/**
 * Special Programmes: optional interests (one checkbox each) and the required answer about an offer
 * from another autonomous university (spec 5 and 8), with the university's name when there is one.
 */
import { Formik, useFormikContext } from 'formik';
import { OTHER_AU_DECISIONS, SPECIAL_PROGRAMMES, UNIVERSITY_NAME_MAX, specialProgrammesSchema } from '@portal/contracts/schemas/admission/special-programmes';
import { SectionActions, SectionForm, SectionLoading } from '@portal/forms/SectionForm';
import { useSectionDraft } from '@portal/forms/use-section-draft';
import { Fieldset } from '@portal/ui/Fieldset';
import { FormikCheckbox, FormikErrorSummary, FormikRadios, FormikTextField } from '@portal/ui/formik';
import { schemaValidator } from '@portal/ui/schema-validation';
import { admissionText } from '../../admission-text';
import { formText } from '../form-text';
import { SectionFrame, sectionApi, type SectionPageProps } from '../section-page';

const EMPTY = {
  interests: Object.fromEntries(SPECIAL_PROGRAMMES.map((code) => [code, false])) as Record<(typeof SPECIAL_PROGRAMMES)[number], boolean>,
  otherUniversityOffer: '',
  otherUniversity: '',
};
type Values = typeof EMPTY;

export default function SpecialProgrammesPage({ applicationNumber, onContinue }: SectionPageProps) {
  const sections = admissionText.useText();
  const draft = useSectionDraft<Values>({ baseUrl: sectionApi(applicationNumber), section: 'specialProgrammes', emptyValues: EMPTY });
  const title = sections('sections.specialProgrammes');
  return (
    <SectionFrame applicationNumber={applicationNumber} title={title}>
      {draft.phase !== 'ready' ? (
        <SectionLoading draft={draft} />
      ) : (
        <Formik<Values>
          initialValues={draft.initialValues}
          validate={schemaValidator(specialProgrammesSchema)}
          onSubmit={async (values, helpers) => {
            if (await draft.saveAndContinue(values, helpers)) onContinue();
          }}
        >
          <SectionForm draft={draft} aria-label={title}>
            <FormikErrorSummary />
            <Fields />
            <SectionActions draft={draft} />
          </SectionForm>
        </Formik>
      )}
    </SectionFrame>
  );
}

function Fields() {
  const text = formText.useText();
  const { values } = useFormikContext<Values>();
  const named = values.otherUniversityOffer === 'YES' || values.otherUniversityOffer === 'PENDING';
  return (
    <>
      <Fieldset id="interests" legend={text('specialProgrammes.interestsLegend')} hint={text('specialProgrammes.interestsHint')} legendSize="m">
        {SPECIAL_PROGRAMMES.map((code) => (
          <FormikCheckbox key={code} name={`interests.${code}`} label={text(`specialProgrammes.programmes.${code}`)} />
        ))}
      </Fieldset>
      <FormikRadios
        name="otherUniversityOffer"
        legend={text('specialProgrammes.otherOffer')}
        hint={text('specialProgrammes.otherOfferHint')}
        legendSize="m"
        options={OTHER_AU_DECISIONS.map((value) => ({ value, label: text(`specialProgrammes.offers.${value}`) }))}
        required
      />
      {named && <FormikTextField name="otherUniversity" label={text('specialProgrammes.otherUniversity')} maxLength={UNIVERSITY_NAME_MAX} required />}
    </>
  );
}
