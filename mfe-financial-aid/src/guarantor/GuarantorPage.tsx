/**
 * Guarantor Information (with confirmation), spec 2: once a package with a loan is accepted, the
 * guarantor's details (checked with the shared schema: a personal e-mail, 21 or older, not bankrupt)
 * → a check screen → submit, which e-mails the guarantor a single-use link, then the "Guarantor
 * updated" message and the guarantor's state (waiting to confirm / confirmed). While the link is out
 * the details can be changed (a new link replaces the old one); once confirmed they are shown only.
 */
import { useEffect, useRef, useState } from 'react';
import { Form, Formik, type FormikHelpers } from 'formik';
import { countryOptions } from '@portal/contracts/countries';
import {
  GUARANTOR_ID_TYPES,
  GUARANTOR_RELATIONSHIPS,
  type GuarantorDetails,
  type GuarantorView,
} from '@portal/contracts/financial-aid/guarantor';
import type { Language } from '@portal/contracts/languages';
import { SINGAPORE } from '@portal/contracts/schemas/identity';
import { guarantorBodySchema } from '@portal/contracts/schemas/financial-aid/guarantor';
import { http } from '@portal/http/client';
import { useApiQuery } from '@portal/http/use-api-query';
import { messageText } from '@portal/i18n/messages';
import { useLanguage } from '@portal/i18n/namespace';
import { Link, useParams } from '@portal/router';
import { Button } from '@portal/ui/Button';
import { usePageTitle } from '@portal/ui/document-title';
import { Fieldset } from '@portal/ui/Fieldset';
import { formatMoney } from '@portal/ui/format';
import { FormikCheckbox, FormikDateField, FormikEmailField, FormikErrorSummary, FormikSelectField, FormikTextField } from '@portal/ui/formik';
import { FormikComboboxField } from '@portal/ui/formik-combobox';
import { MandatoryNote } from '@portal/ui/MandatoryNote';
import { NomineeState } from '@portal/ui/NomineeState';
import { NotificationBanner } from '@portal/ui/NotificationBanner';
import { PageHeading } from '@portal/ui/PageHeading';
import { QueryResult } from '@portal/ui/QueryResult';
import { clearNotifications, reportErrors } from '@portal/ui/report-errors';
import { schemaValidator } from '@portal/ui/schema-validation';
import { SummaryList, type SummaryRow } from '@portal/ui/SummaryList';
import { Table } from '@portal/ui/Table';
import { VisuallyHidden } from '@portal/ui/VisuallyHidden';
import { paths } from '../paths';
import { guarantorText } from './guarantor-text';
import { useListWords } from '@portal/i18n/lists';

type Values = { details: Omit<GuarantorDetails, 'notBankrupt' | 'idType' | 'relationship'> & { idType: string; relationship: string; notBankrupt: boolean } };
type Stage = 'form' | 'check' | 'done';

const EMPTY: Values['details'] = {
  fullName: '',
  idType: '',
  idNumber: '',
  dateOfBirth: '',
  nationality: '',
  relationship: '',
  email: '',
  mobileNumber: '',
  address: { blockStreet: '', unit: '', postalCode: '', country: SINGAPORE },
  occupation: '',
  employer: '',
  grossMonthlyIncome: '',
  notBankrupt: false,
};
const DETAIL_FIELDS = ['fullName', 'idType', 'idNumber', 'dateOfBirth', 'nationality', 'relationship', 'email', 'mobileNumber', 'address', 'address.blockStreet', 'address.unit', 'address.postalCode', 'address.country', 'occupation', 'employer', 'grossMonthlyIncome', 'notBankrupt'];
const FIELDS = ['details', ...DETAIL_FIELDS.map((field) => `details.${field}`)];
const validate = schemaValidator<Values>(guarantorBodySchema);

export function GuarantorPage() {
  const text = guarantorText.useText();
  const { id = '' } = useParams();
  const query = useApiQuery<GuarantorView>(`${paths.api(id)}/guarantor`);
  return (
    <>
      <QueryResult query={query} what={text('loadingWhat')}>
        {(view) => <Guarantor id={id} initial={view} />}
      </QueryResult>
      <p className="pt-body">
        <Link to={paths.progress(id)}>{text('back')}</Link>
      </p>
    </>
  );
}

function Guarantor({ id, initial }: { id: string; initial: GuarantorView }) {
  const text = guarantorText.useText();
  const [view, setView] = useState(initial);
  const [stage, setStage] = useState<Stage>('form');
  const heading = useRef<HTMLHeadingElement>(null);
  const title = stage === 'check' ? text('checkTitle') : text('title');
  usePageTitle(title);
  const moved = useRef(false);
  useEffect(() => {
    // A new step replaces the screen: the reader starts again at its heading (not on first load).
    if (!moved.current) {
      moved.current = true;
      return;
    }
    if (stage !== 'done') heading.current?.focus();
  }, [stage]);

  const onSubmit = async (values: Values, helpers: FormikHelpers<Values>) => {
    if (stage === 'form') {
      setStage('check');
      return;
    }
    clearNotifications();
    try {
      setView((await http.put<GuarantorView>(`${paths.api(id)}/guarantor`, { details: values.details })).data);
      setStage('done');
    } catch (error) {
      const errors = reportErrors(error, helpers, FIELDS);
      if (errors.some((apiError) => apiError.field)) setStage('form');
    }
  };

  const editable = view.available && view.status !== 'CONFIRMED';
  return (
    <>
      <PageHeading caption={text('caption')} ref={heading} tabIndex={-1}>
        {title}
      </PageHeading>
      {stage === 'done' && view.details && (
        <NotificationBanner variant="success" title={text('updated')} focusOnMount>
          <p className="pt-body">{text('updatedBody', { name: view.details.fullName, email: view.details.email })}</p>
        </NotificationBanner>
      )}
      {stage !== 'check' && <GuarantorStatus view={view} />}
      {!view.available && view.status === null ? (
        <p className="pt-body">{messageText('GUARANTOR_NOT_AVAILABLE')}</p>
      ) : (
        <>
          {stage === 'form' && <p className="pt-body">{text('intro')}</p>}
          <Loans view={view} />
          {(!editable || stage === 'done') && view.details && <DetailsSummary details={view.details} />}
          {editable && stage === 'done' && (
            <p className="pt-body">
              <Button variant="secondary" onClick={() => setStage('form')}>
                {text('changeDetails')}
              </Button>
            </p>
          )}
          {editable && stage !== 'done' && (
            <Formik<Values> initialValues={{ details: view.details ? { ...EMPTY, ...view.details } : EMPTY }} validate={validate} onSubmit={onSubmit}>
              {({ values, isSubmitting }) => (
                <Form noValidate aria-label={text('formLabel')}>
                  {stage === 'form' ? (
                    <DetailsForm invited={view.status === 'INVITED'} />
                  ) : (
                    <>
                      <p className="pt-body">{text('checkIntro')}</p>
                      <DetailsSummary details={values.details} onChange={() => setStage('form')} />
                    </>
                  )}
                  <Button type="submit" disabled={isSubmitting}>
                    {stage === 'form' ? text('continue') : text('submit')}
                  </Button>
                </Form>
              )}
            </Formik>
          )}
        </>
      )}
    </>
  );
}

function GuarantorStatus({ view }: { view: GuarantorView }) {
  const text = guarantorText.useText();
  return (
    <NomineeState
      state={view}
      words={{
        label: text('statusLabel'),
        status: (status) => text(`statuses.${status}`),
        invitedOn: (dates) => text('invitedOn', dates),
        confirmedOn: (dates) => text('confirmedOn', dates),
      }}
    />
  );
}

function Loans({ view }: { view: GuarantorView }) {
  const text = guarantorText.useText();
  const language = useLanguage() as Language;
  if (view.loans.length === 0) return null;
  return (
    <section aria-labelledby="guarantor-loans-heading">
      <h2 className="pt-heading-m" id="guarantor-loans-heading">
        {text('loansHeading')}
      </h2>
      <Table
        caption={text('loansCaption')}
        columns={[
          { header: text('loan'), cell: (loan) => loan.name[language] },
          { header: text('percent'), cell: (loan) => text('percentValue', { percent: loan.percent }) },
        ]}
        rows={view.loans}
        rowKey={(loan) => loan.code}
        firstCellIsHeader
      />
    </section>
  );
}

function DetailsForm({ invited }: { invited: boolean }) {
  const text = guarantorText.useText();
  const language = useLanguage() as Language;
  const countries = countryOptions(language);
  const name = (field: string) => `details.${field}`;
  return (
    <>
      {invited && <p className="pt-hint">{text('changeHint')}</p>}
      <MandatoryNote />
      <FormikErrorSummary order={FIELDS} />
      <h2 className="pt-heading-m">{text('personalHeading')}</h2>
      <FormikTextField name={name('fullName')} label={text('fullName')} hint={text('fullNameHint')} autoComplete="off" required />
      <FormikSelectField
        name={name('idType')}
        label={text('idType')}
        placeholder={text('chooseOne')}
        options={GUARANTOR_ID_TYPES.map((value) => ({ value, label: text(`idTypes.${value}`) }))}
        required
      />
      <FormikTextField name={name('idNumber')} label={text('idNumber')} hint={text('idNumberHint')} autoComplete="off" spellCheck={false} width={20} required />
      <FormikDateField name={name('dateOfBirth')} label={text('dateOfBirth')} hint={text('dateHint')} required />
      <FormikComboboxField name={name('nationality')} label={text('nationality')} options={countries} width="two-thirds" required />
      <FormikSelectField
        name={name('relationship')}
        label={text('relationship')}
        placeholder={text('chooseOne')}
        options={GUARANTOR_RELATIONSHIPS.map((value) => ({ value, label: text(`relationships.${value}`) }))}
        required
      />
      <h2 className="pt-heading-m">{text('contactHeading')}</h2>
      <FormikEmailField name={name('email')} label={text('email')} hint={text('emailHint')} autoComplete="off" required />
      <FormikTextField name={name('mobileNumber')} label={text('mobileNumber')} hint={text('mobileHint')} inputMode="numeric" autoComplete="off" width={20} required />
      <Fieldset id={name('address')} legend={text('addressLegend')} legendSize="s" required>
        <FormikTextField name={name('address.blockStreet')} label={text('blockStreet')} autoComplete="off" required />
        <FormikTextField name={name('address.unit')} label={text('unit')} hint={text('unitHint')} autoComplete="off" width={10} />
        <FormikTextField name={name('address.postalCode')} label={text('postalCode')} autoComplete="off" inputMode="numeric" width={10} required />
        <FormikComboboxField name={name('address.country')} label={text('country')} options={countries} width="two-thirds" required />
      </Fieldset>
      <h2 className="pt-heading-m">{text('employmentHeading')}</h2>
      <FormikTextField name={name('occupation')} label={text('occupation')} required />
      <FormikTextField name={name('employer')} label={text('employer')} hint={text('employerHint')} required />
      <FormikTextField name={name('grossMonthlyIncome')} label={text('grossMonthlyIncome')} hint={text('amountHint')} inputMode="decimal" width={20} required />
      <FormikCheckbox name={name('notBankrupt')} label={text('notBankrupt')} required />
    </>
  );
}

/** A country's name in the page's language, from the list the form offers. */
function useCountryName() {
  const language = useLanguage() as Language;
  const countries = countryOptions(language);
  return (code: string) => countries.find((country) => country.value === code)?.label ?? code;
}

function DetailsSummary({ details, onChange }: { details: Values['details']; onChange?: () => void }) {
  const lists = useListWords();
  const text = guarantorText.useText();
  const country = useCountryName();
  const amount = Number(details.grossMonthlyIncome);
  const rows: Array<[string, string]> = [
    ['fullName', details.fullName],
    ['idType', details.idType ? `${text(`idTypes.${details.idType as 'NRIC'}`)} ${details.idNumber}` : details.idNumber],
    ['dateOfBirth', details.dateOfBirth],
    ['nationality', country(details.nationality)],
    ['relationship', details.relationship ? text(`relationships.${details.relationship as 'PARENT'}`) : ''],
    ['email', details.email],
    ['mobileNumber', details.mobileNumber],
    ['address', lists.address([details.address.blockStreet, details.address.unit, details.address.postalCode, country(details.address.country)])],
    ['occupation', details.occupation],
    ['employer', details.employer],
    ['grossMonthlyIncome', Number.isFinite(amount) ? formatMoney(Math.round(amount * 100)) : details.grossMonthlyIncome],
    ['notBankrupt', text('yes')],
  ];
  return (
    <SummaryList
      rows={rows.map(([key, value]): SummaryRow => {
        const label = text(key as 'fullName');
        return {
          id: key,
          key: label,
          value,
          actions: onChange && (
            <Button variant="link" onClick={onChange}>
              {text('change')}
              <VisuallyHidden> {label}</VisuallyHidden>
            </Button>
          ),
        };
      })}
    />
  );
}
