import { useEffect, useRef, useState } from 'react';
import { Formik, Form, useFormikContext } from 'formik';
import * as yup from 'yup';
import { useLanguage, type TextKey } from '@portal/i18n/namespace';
import { Button } from '@portal/ui/Button';
import { FormikAmountField } from '@portal/ui/formik-amount';
import { FormikErrorSummary, FormikTextField } from '@portal/ui/formik';
import { usePageTitle } from '@portal/ui/document-title';
import { PageHeading } from '@portal/ui/PageHeading';
import { Panel } from '@portal/ui/Panel';
import { formatMoney } from '@portal/ui/format';
import { financialAidText } from '../financial-aid-text';
import type en from '../locales/en-GB';
import { HOUSEHOLD_MEMBERS } from '@portal/contracts/household-income';
import { AMOUNT_PATTERN } from '@portal/contracts/limits';
import { estimateAid, type AidEstimate, type Citizenship } from './aid-estimate';

// Messages are functions: each validation words them in the language current at that moment.
const error = (key: TextKey<typeof en>) => () => financialAidText.text(key);

const schema = yup.object({
  citizenship: yup
    .string()
    .oneOf(['CITIZEN', 'PR', 'INTERNATIONAL'], error('calculator.errors.citizenshipRequired'))
    .required(error('calculator.errors.citizenshipRequired')),
  householdSize: yup
    .string()
    .required(error('calculator.errors.householdSizeRequired'))
    .matches(/^\d{1,2}$/, error('calculator.errors.householdSizeWholeNumber'))
    .test('range', error('calculator.errors.householdSizeRange'), (value) => Number(value) >= HOUSEHOLD_MEMBERS.min && Number(value) <= HOUSEHOLD_MEMBERS.max),
  monthlyIncome: yup
    .string()
    .required(error('calculator.errors.monthlyIncomeRequired'))
    .matches(AMOUNT_PATTERN, error('calculator.errors.monthlyIncomeFormat')),
});

type Values = { citizenship: string; householdSize: string; monthlyIncome: string };

/** Financial aid calculator: an estimate from household size and income, before applying. */
export function AidCalculatorPage() {
  const text = financialAidText.useText();
  usePageTitle(text('calculator.title'));
  const [estimate, setEstimate] = useState<AidEstimate | null>(null);
  return (
    <>
      <PageHeading caption={text('calculator.caption')}>{text('calculator.title')}</PageHeading>
      <p className="pt-body">{text('calculator.intro')}</p>
      <Formik<Values>
        initialValues={{ citizenship: '', householdSize: '', monthlyIncome: '' }}
        validationSchema={schema}
        onSubmit={(values) =>
          setEstimate(
            estimateAid({
              citizenship: values.citizenship as Citizenship,
              householdSize: Number(values.householdSize),
              monthlyIncome: Number(values.monthlyIncome),
            }),
          )
        }
      >
        <Form noValidate>
          <RewordErrorsOnLanguageChange />
          <FormikErrorSummary />
          <CitizenshipField />
          <FormikTextField name="householdSize" label={text('calculator.householdSize')} inputMode="numeric" maxLength={2} width="2" required />
          <FormikAmountField name="monthlyIncome" label={text('calculator.monthlyIncome')} hint={text('calculator.monthlyIncomeHint')} required />
          <Button type="submit">{text('calculator.calculate')}</Button>
        </Form>
      </Formik>
      {estimate && <EstimateResult estimate={estimate} />}
    </>
  );
}

function EstimateResult({ estimate }: { estimate: AidEstimate }) {
  const text = financialAidText.useText();
  const band = estimate.band.id;
  return (
    <div aria-live="polite">
      <Panel title={text(`estimate.bands.${band}.name`)}>
        {text('estimate.perCapitaIncome', { amount: formatMoney(Math.round(estimate.perCapitaIncome * 100)) })}
      </Panel>
      <p className="pt-body">{text(`estimate.bands.${band}.bursary`)}</p>
      <p className="pt-body">{text('estimate.loans')}</p>
      {estimate.note && <p className="pt-inset">{text(`estimate.notes.${estimate.note}`)}</p>}
      <p className="pt-hint">{text('estimate.disclaimer')}</p>
    </div>
  );
}

function CitizenshipField() {
  const text = financialAidText.useText();
  return (
    <FormikTextField
      name="citizenship"
      label={text('calculator.citizenship')}
      as="select"
      options={[
        { value: '', label: text('calculator.selectCitizenship') },
        { value: 'CITIZEN', label: text('calculator.citizen') },
        { value: 'PR', label: text('calculator.permanentResident') },
        { value: 'INTERNATIONAL', label: text('calculator.international') },
      ]}
      required
    />
  );
}

/**
 * Errors on screen were worded when the form was last validated; after a language switch the form is
 * validated again (values untouched) so they read in the new language too.
 */
function RewordErrorsOnLanguageChange() {
  const language = useLanguage();
  const { submitCount, validateForm } = useFormikContext<Values>();
  const wordedIn = useRef(language);
  useEffect(() => {
    if (wordedIn.current === language) return;
    wordedIn.current = language;
    if (submitCount > 0) void validateForm();
  }, [language, submitCount, validateForm]);
  return null;
}
