/**
 * Residential college interest (ranked preferences when interested) and the residential status
 * declaration every full-time applicant makes (spec 5).
 */
import { useEffect } from 'react';
import { useFormikContext } from 'formik';
import { RESIDENCE_TYPES, RESIDENTIAL_COLLEGES, residentialCollegeSchema } from '@portal/contracts/schemas/admission/residential-college';
import { Fieldset } from '@portal/ui/Fieldset';
import { FormikCheckbox, FormikRadios, FormikSelectField, FormikTextField } from '@portal/ui/formik';
import { FormikYesNo } from '@portal/ui/formik-yes-no';
import { schemaValidator } from '@portal/ui/schema-validation';
import { admissionSectionText } from '../section-text';
import { listFieldId } from '@portal/forms/RecordList';
import { AdmissionSectionPage, type SectionPageProps } from '../section-page';

const noPreferences = () => RESIDENTIAL_COLLEGES.map(() => '');
const EMPTY = { interested: '', preferences: noPreferences(), residenceType: '', commuteMinutes: '', needsAccommodation: '', declaration: false };
type Values = typeof EMPTY;

export default function ResidentialCollegePage(page: SectionPageProps) {
  return (
    <AdmissionSectionPage
      {...page}
      section="residentialCollege"
      emptyValues={EMPTY}
      validate={schemaValidator(residentialCollegeSchema)} errorSummary={{ idFor: listFieldId }}
    >
      <Fields />
    </AdmissionSectionPage>
  );
}

function Fields() {
  const text = admissionSectionText.useText();
  const { values, setFieldValue } = useFormikContext<Values>();
  const colleges = RESIDENTIAL_COLLEGES.map((value) => ({ value, label: text(`residentialCollege.colleges.${value}`) }));
  const interested = values.interested === 'YES';
  const takenBack = values.interested === 'NO' && values.preferences.some(Boolean);
  useEffect(() => {
    // Preferences taken back when the answer turns to no must not reach the office as if they held.
    if (takenBack) void setFieldValue('preferences', noPreferences());
  }, [takenBack, setFieldValue]);
  return (
    <>
      <FormikYesNo name="interested" legend={text('residentialCollege.interested')} hint={text('residentialCollege.interestedHint')} legendSize="m" />
      {interested && (
        <Fieldset id="preferences" legend={text('residentialCollege.preferencesLegend')} hint={text('residentialCollege.preferencesHint')}>
          {RESIDENTIAL_COLLEGES.map((_, index) => (
            <FormikSelectField
              key={index}
              name={`preferences[${index}]`}
              label={text('residentialCollege.preference', { n: index + 1 })}
              placeholder={text('residentialCollege.choose')}
              options={colleges}
              required={index === 0}
            />
          ))}
        </Fieldset>
      )}
      <h2 className="pt-heading-m">{text('residentialCollege.statusHeading')}</h2>
      <FormikRadios
        name="residenceType"
        legend={text('residentialCollege.residenceType')}
        options={RESIDENCE_TYPES.map((value) => ({ value, label: text(`residentialCollege.residenceTypes.${value}`) }))}
        required
      />
      {values.residenceType !== 'OVERSEAS' && (
        <FormikTextField
          name="commuteMinutes"
          label={text('residentialCollege.commuteMinutes')}
          hint={text('residentialCollege.commuteMinutesHint')}
          inputMode="numeric"
          maxLength={3}
          width="3"
          required
        />
      )}
      <FormikYesNo name="needsAccommodation" legend={text('residentialCollege.needsAccommodation')} />
      <FormikCheckbox name="declaration" label={text('residentialCollege.declaration')} required />
    </>
  );
}
