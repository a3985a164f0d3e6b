/** Personal Particulars (spec 3 "Personal data"): identity, contact, mailing address, next of kin. */
import { DATE_FORMAT, LIMITS } from '@portal/contracts/limits';
import { GENDERS, IDENTITY_TYPES, MARITAL_STATUSES, RACES, RELATIONSHIPS, RELIGIONS, SALUTATIONS, personalParticularsSchema } from '@portal/contracts/schemas/admission/personal-particulars';
import { SINGAPORE } from '@portal/contracts/schemas/identity';
import { VerifiedAnswers } from '@portal/forms/verified-answers';
import { useLanguage } from '@portal/i18n/namespace';
import { Fieldset } from '@portal/ui/Fieldset';
import { FormikDateField, FormikRadios, FormikSelectField, FormikTextField } from '@portal/ui/formik';
import { FormikComboboxField } from '@portal/ui/formik-combobox';
import { useContext } from 'react';
import { schemaValidator } from '@portal/ui/schema-validation';
import { countryOptions } from '@portal/contracts/countries';
import { admissionSectionText } from '../section-text';
import { AdmissionSectionPage, type SectionPageProps } from '../section-page';
import { ContactFields } from './ContactFields';
import { VerifiedField } from './VerifiedField';

const phone = () => ({ countryCode: '', number: '' });

const EMPTY = {
  salutation: '',
  fullName: '',
  gender: '',
  dateOfBirth: '',
  nationality: '',
  race: '',
  religion: '',
  maritalStatus: '',
  identityType: '',
  identityNumber: '',
  email: '',
  mobile: phone(),
  address: { country: SINGAPORE, postalCode: '', line1: '', line2: '', city: '' },
  nextOfKin: { name: '', relationship: '', phone: phone() },
};

export default function PersonalParticularsPage(page: SectionPageProps) {
  // The national identity service holds the data of Singapore citizens and permanent residents.
  const retrievable = page.form.eligibility.citizenship !== 'INTERNATIONAL';
  return (
    <AdmissionSectionPage {...page} section="personalParticulars" emptyValues={EMPTY} validate={schemaValidator(personalParticularsSchema)}>
      <Fields retrievable={retrievable} />
    </AdmissionSectionPage>
  );
}

/**
 * The way to /singpass (the shell's identity-data screen), which fills this section from the national
 * identity service: offered until answers from it are here.
 */
function RetrieveOffer() {
  const text = admissionSectionText.useText();
  return (
    <div className="pt-inset-text">
      <p className="pt-body">
        {text('personalParticulars.retrieveOffer')} <a href="/singpass">{text('personalParticulars.retrieveLink')}</a>
      </p>
    </div>
  );
}

function Fields({ retrievable }: { retrievable: boolean }) {
  const text = admissionSectionText.useText();
  const language = useLanguage() as 'en-GB' | 'zh-Hans';
  const countries = countryOptions(language);
  const choose = text('personalParticulars.chooseOne');
  const options = <K extends string>(values: readonly K[], label: (value: K) => string) => values.map((value) => ({ value, label: label(value) }));
  // Answers from the national identity service are read-only (spec 6); contact details, mailing address and marital status never are.
  const verified = new Set(useContext(VerifiedAnswers));
  const countryName = (code: string) => countries.find((option) => option.value === code)?.label ?? code;
  return (
    <>
      {retrievable && verified.size === 0 && <RetrieveOffer />}
      <h2 className="pt-heading-m">{text('personalParticulars.identityHeading')}</h2>
      <FormikSelectField
        name="salutation"
        label={text('personalParticulars.salutation')}
        placeholder={choose}
        options={options(SALUTATIONS, (value) => text(`personalParticulars.salutations.${value}`))}
        required
      />
      {verified.has('fullName') ? (
        <VerifiedField name="fullName" label={text('personalParticulars.fullName')} />
      ) : (
        <FormikTextField
          name="fullName"
          label={text('personalParticulars.fullName')}
          hint={text('personalParticulars.fullNameHint')}
          autoComplete="name"
          spellCheck={false}
          maxLength={LIMITS.name}
          required
        />
      )}
      {verified.has('gender') ? (
        <VerifiedField name="gender" label={text('personalParticulars.gender')} display={(value) => text(`personalParticulars.genders.${value as (typeof GENDERS)[number]}`)} />
      ) : (
        <FormikRadios name="gender" legend={text('personalParticulars.gender')} options={options(GENDERS, (value) => text(`personalParticulars.genders.${value}`))} inline required />
      )}
      {verified.has('dateOfBirth') ? (
        <VerifiedField name="dateOfBirth" label={text('personalParticulars.dateOfBirth')} />
      ) : (
        <FormikDateField
          name="dateOfBirth"
          label={text('personalParticulars.dateOfBirth')}
          hint={text('personalParticulars.dateOfBirthHint')}
          placeholder={DATE_FORMAT}
          autoComplete="bday"
          required
        />
      )}
      {verified.has('nationality') ? (
        <VerifiedField name="nationality" label={text('personalParticulars.nationality')} display={countryName} />
      ) : (
        <FormikComboboxField name="nationality" label={text('personalParticulars.nationality')} options={countries} width="two-thirds" required />
      )}
      {verified.has('race') ? (
        <VerifiedField name="race" label={text('personalParticulars.race')} display={(value) => text(`personalParticulars.races.${value as (typeof RACES)[number]}`)} />
      ) : (
        <FormikSelectField name="race" label={text('personalParticulars.race')} placeholder={choose} options={options(RACES, (value) => text(`personalParticulars.races.${value}`))} required />
      )}
      <FormikSelectField name="religion" label={text('personalParticulars.religion')} placeholder={choose} options={options(RELIGIONS, (value) => text(`personalParticulars.religions.${value}`))} />
      <FormikSelectField
        name="maritalStatus"
        label={text('personalParticulars.maritalStatus')}
        placeholder={choose}
        options={options(MARITAL_STATUSES, (value) => text(`personalParticulars.maritalStatuses.${value}`))}
        required
      />
      {verified.has('identityType') ? (
        <VerifiedField name="identityType" label={text('personalParticulars.identityType')} display={(value) => text(`personalParticulars.identityTypes.${value as (typeof IDENTITY_TYPES)[number]}`)} />
      ) : (
        <FormikRadios
          name="identityType"
          legend={text('personalParticulars.identityType')}
          options={options(IDENTITY_TYPES, (value) => text(`personalParticulars.identityTypes.${value}`))}
          required
        />
      )}
      {verified.has('identityNumber') ? (
        <VerifiedField name="identityNumber" label={text('personalParticulars.identityNumber')} />
      ) : (
        <FormikTextField name="identityNumber" label={text('personalParticulars.identityNumber')} spellCheck={false} maxLength={LIMITS.nric} width="10" required />
      )}

      <ContactFields />

      <Fieldset id="nextOfKin" legend={text('personalParticulars.nextOfKinHeading')} hint={text('personalParticulars.nextOfKinHint')} legendSize="m">
        <FormikTextField name="nextOfKin.name" label={text('personalParticulars.nokName')} spellCheck={false} maxLength={LIMITS.name} required />
        <FormikSelectField
          name="nextOfKin.relationship"
          label={text('personalParticulars.relationship')}
          placeholder={choose}
          options={options(RELATIONSHIPS, (value) => text(`personalParticulars.relationships.${value}`))}
          required
        />
        <FormikTextField name="nextOfKin.phone.countryCode" label={text('personalParticulars.countryCode')} inputMode="numeric" maxLength={LIMITS.countryCode} width="4" required />
        <FormikTextField name="nextOfKin.phone.number" label={text('personalParticulars.number')} inputMode="numeric" maxLength={LIMITS.contactNumber} width="10" required />
      </Fieldset>
    </>
  );
}
