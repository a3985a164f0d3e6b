import { useState } from 'react';
import { Formik, Form } from 'formik';
import * as yup from 'yup';
import { Button } from '@portal/ui/Button';
import { FormikErrorSummary, FormikTextField } from '@portal/ui/formik';
import { PageHeading } from '@portal/ui/PageHeading';
import { Panel } from '@portal/ui/Panel';
import { formatMoney } from '@portal/ui/format';
import { estimateAid, type AidEstimate, type Citizenship } from './aid-estimate';

const AMOUNT = /^\d{1,10}(\.\d{1,2})?$/;

const schema = yup.object({
  citizenship: yup.string().oneOf(['CITIZEN', 'PR', 'INTERNATIONAL'], 'Select your citizenship').required('Select your citizenship'),
  householdSize: yup
    .string()
    .required('Enter the number of people in your household')
    .matches(/^\d{1,2}$/, 'Enter the number of people as a whole number, like 4')
    .test('range', 'Household size must be between 1 and 20', (value) => Number(value) >= 1 && Number(value) <= 20),
  monthlyIncome: yup
    .string()
    .required('Enter the gross monthly household income')
    .matches(AMOUNT, 'Enter an amount of at most 12 digits including 2 decimals, like 4500.00'),
});

type Values = { citizenship: string; householdSize: string; monthlyIncome: string };

/** Financial aid calculator: an estimate from household size and income, before applying. */
export function AidCalculatorPage() {
  const [estimate, setEstimate] = useState<AidEstimate | null>(null);
  return (
    <>
      <PageHeading caption="Financial aid">Financial aid calculator</PageHeading>
      <p className="pt-body">
        Estimate which financial aid you may receive. Include everyone living in your household and their total gross monthly
        income in Singapore dollars.
      </p>
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
          <FormikErrorSummary />
          <CitizenshipField />
          <FormikTextField name="householdSize" label="Number of people in your household" inputMode="numeric" maxLength={2} width="2" required />
          <FormikTextField
            name="monthlyIncome"
            label="Gross monthly household income (SGD)"
            hint="For example, 4500.00"
            inputMode="decimal"
            maxLength={13}
            width="10"
            required
          />
          <Button type="submit">Calculate</Button>
        </Form>
      </Formik>
      {estimate && (
        <div aria-live="polite">
          <Panel title={estimate.band.label}>
            Per capita income: {formatMoney(Math.round(estimate.perCapitaIncome * 100))} a month
          </Panel>
          <p className="pt-body">{estimate.band.bursary}.</p>
          <p className="pt-body">{estimate.loans}</p>
          {estimate.note && <p className="pt-inset">{estimate.note}</p>}
          <p className="pt-hint">This is an estimate. The actual package is decided on your full application.</p>
        </div>
      )}
    </>
  );
}

function CitizenshipField() {
  return (
    <FormikTextField
      name="citizenship"
      label="Citizenship"
      as="select"
      options={[
        { value: '', label: 'Select citizenship' },
        { value: 'CITIZEN', label: 'Singapore citizen' },
        { value: 'PR', label: 'Singapore permanent resident' },
        { value: 'INTERNATIONAL', label: 'International' },
      ]}
      required
    />
  );
}
