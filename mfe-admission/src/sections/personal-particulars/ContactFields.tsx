/**
 * E-mail, mobile and mailing address (with "Find address" for Singapore): one set of fields for
 * Personal Particulars and for the contact details update after submission, under the form's
 * `email`, `mobile` and `address` names.
 */
import { useFormikContext } from 'formik';
import { LIMITS } from '@portal/contracts/limits';
import { SINGAPORE } from '@portal/contracts/schemas/identity';
import { SingaporeAddressLookup } from '@portal/forms/SingaporeAddressLookup';
import { useLanguage } from '@portal/i18n/namespace';
import { Fieldset } from '@portal/ui/Fieldset';
import { FormikTextField } from '@portal/ui/formik';
import { FormikComboboxField } from '@portal/ui/formik-combobox';
import { countryOptions } from '@portal/contracts/countries';
import { admissionSectionText } from '../section-text';

export function ContactFields() {
  const text = admissionSectionText.useText();
  const language = useLanguage() as 'en-GB' | 'zh-Hans';
  const { values } = useFormikContext<{ address: { country: string } }>();
  const countries = countryOptions(language);
  const singapore = values.address.country === SINGAPORE;
  return (
    <>
      <h2 className="pt-heading-m">{text('personalParticulars.contactHeading')}</h2>
      <FormikTextField name="email" type="email" label={text('personalParticulars.email')} autoComplete="email" spellCheck={false} maxLength={LIMITS.email} required />
      <Fieldset id="mobile" legend={text('personalParticulars.mobile')} required>
        <FormikTextField name="mobile.countryCode" label={text('personalParticulars.countryCode')} inputMode="numeric" autoComplete="tel-country-code" maxLength={LIMITS.countryCode} width="4" required />
        <FormikTextField name="mobile.number" label={text('personalParticulars.number')} inputMode="numeric" autoComplete="tel-national" maxLength={LIMITS.contactNumber} width="10" required />
      </Fieldset>

      <h2 className="pt-heading-m">{text('personalParticulars.addressHeading')}</h2>
      <FormikComboboxField name="address.country" label={text('personalParticulars.country')} options={countries} width="two-thirds" required />
      {singapore && (
        <>
          <FormikTextField
            name="address.postalCode"
            label={text('personalParticulars.postalCode')}
            hint={text('personalParticulars.postalCodeHint')}
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={6}
            width="5"
            required
          />
          <SingaporeAddressLookup name="address" />
        </>
      )}
      <FormikTextField name="address.line1" label={text('personalParticulars.line1')} hint={text('personalParticulars.line1Hint')} autoComplete="address-line1" maxLength={100} required />
      <FormikTextField name="address.line2" label={text('personalParticulars.line2')} hint={text('personalParticulars.line2Hint')} autoComplete="address-line2" maxLength={100} />
      {!singapore && (
        <>
          <FormikTextField name="address.city" label={text('personalParticulars.city')} autoComplete="address-level2" maxLength={60} required />
          <FormikTextField name="address.postalCode" label={text('personalParticulars.postalCode')} autoComplete="postal-code" maxLength={10} width="10" />
        </>
      )}
    </>
  );
}
