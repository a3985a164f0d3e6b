/**
 * Special Programmes: optional interests (one checkbox each) and the required answer about an offer
 * from another autonomous university (spec 5 and 8), with the university's name when there is one.
 */
import { useFormikContext } from 'formik';
import { OTHER_AU_DECISIONS, SPECIAL_PROGRAMMES, UNIVERSITY_NAME_MAX, specialProgrammesSchema } from '@portal/contracts/schemas/admission/special-programmes';
import { Fieldset } from '@portal/ui/Fieldset';
import { FormikCheckbox, FormikRadios, FormikTextField } from '@portal/ui/formik';
import { schemaValidator } from '@portal/ui/schema-validation';
import { admissionSectionText } from '../section-text';
import { AdmissionSectionPage, type SectionPageProps } from '../section-page';

const EMPTY = {
  interests: Object.fromEntries(SPECIAL_PROGRAMMES.map((code) => [code, false])) as Record<(typeof SPECIAL_PROGRAMMES)[number], boolean>,
  otherUniversityOffer: '',
  otherUniversity: '',
};
type Values = typeof EMPTY;

export default function SpecialProgrammesPage(page: SectionPageProps) {
  return (
    <AdmissionSectionPage {...page} section="specialProgrammes" emptyValues={EMPTY} validate={schemaValidator(specialProgrammesSchema)}>
      <Fields />
    </AdmissionSectionPage>
  );
}

function Fields() {
  const text = admissionSectionText.useText();
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
