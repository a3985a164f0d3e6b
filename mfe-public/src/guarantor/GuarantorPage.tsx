/**
 * The loan guarantor's confirmation page (/guarantor?token=…), opened from the e-mailed link without
 * signing in, in the single-use link frame the referee's and the surety's pages use too: who named them, the loans
 * taken (with the percent of the subsidised fee), their own details to check, three declarations and
 * the full name typed as a signature. An unknown or replaced link, an expired one and a used one each
 * get their own message.
 */
import type { FormikHelpers } from 'formik';
import { GUARANTOR_DECLARATIONS, guarantorConfirmationSchema, type GuarantorDeclaration, type PublicGuarantorRequest } from '@portal/contracts/financial-aid';
import type { Language } from '@portal/contracts/languages';
import { useLanguage } from '@portal/i18n/namespace';
import { Fieldset } from '@portal/ui/Fieldset';
import { formatMoney } from '@portal/ui/format';
import { FormikCheckbox } from '@portal/ui/formik';
import { Table } from '@portal/ui/Table';
import { TitledSection } from '@portal/ui/TitledSection';
import { SignedConfirmation, signedConfirmationWords } from '../shared/SignedConfirmation';
import { SingleUseLinkPage, linkPageWords, type LinkPageKind } from '../shared/SingleUseLinkPage';
import { guarantorText } from './guarantor-text';
import { addressText } from '@portal/contracts/list-words';

interface ConfirmationValues {
  declarations: Record<GuarantorDeclaration, boolean>;
  signatureName: string;
}
const EMPTY: ConfirmationValues = { declarations: { detailsCorrect: false, readLoans: false, agreeToGuarantee: false }, signatureName: '' };
const FIELDS = ['declarations', ...GUARANTOR_DECLARATIONS.map((key) => `declarations.${key}`), 'signatureName'];

/** A country's name in the page's language (the browser knows them all; no list to download). */
const countryName = (code: string, language: Language) => {
  try {
    return new Intl.DisplayNames([language], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
};

const GUARANTOR_LINK: LinkPageKind = {
  tokenParam: 'token',
  openPath: '/public/guarantor/open',
  confirmPath: '/public/guarantor/confirm',
  codes: { invalid: 'GUARANTOR_LINK_INVALID', expired: 'GUARANTOR_LINK_EXPIRED', used: 'GUARANTOR_LINK_USED' },
};

export function GuarantorPage() {
  const text = guarantorText.useText();
  return (
    <SingleUseLinkPage<PublicGuarantorRequest> kind={GUARANTOR_LINK} words={linkPageWords(text)}>
      {(request, confirm) => <ConfirmationForm request={request} onSubmit={(values, helpers) => confirm(values, helpers, FIELDS)} />}
    </SingleUseLinkPage>
  );
}

function ConfirmationForm({
  request,
  onSubmit,
}: {
  request: PublicGuarantorRequest;
  onSubmit: (values: ConfirmationValues, helpers: FormikHelpers<ConfirmationValues>) => Promise<void>;
}) {
  const text = guarantorText.useText();
  const language = useLanguage() as Language;
  const { guarantor } = request;
  const address = addressText([guarantor.address.blockStreet, guarantor.address.unit, guarantor.address.postalCode, countryName(guarantor.address.country, language)], language);
  return (
    <SignedConfirmation<ConfirmationValues>
      words={signedConfirmationWords(text, request, guarantor.fullName)}
      aboutRows={[
        { key: text('applicant'), value: request.applicantName },
        ...(request.reference ? [{ key: text('reference'), value: request.reference }] : []),
        { key: text('academicYear'), value: request.academicYear },
      ]}
      detailsRows={[
        { key: text('fullName'), value: guarantor.fullName },
        { key: text('identification'), value: `${text(`idTypes.${guarantor.idType}`)} ${guarantor.idNumber}` },
        { key: text('dateOfBirth'), value: guarantor.dateOfBirth },
        { key: text('nationality'), value: countryName(guarantor.nationality, language) },
        { key: text('relationship'), value: text(`relationships.${guarantor.relationship}`) },
        { key: text('email'), value: guarantor.email },
        { key: text('mobileNumber'), value: guarantor.mobileNumber },
        { key: text('address'), value: address },
        { key: text('employment'), value: text('employmentValue', { occupation: guarantor.occupation, employer: guarantor.employer }) },
        { key: text('grossMonthlyIncome'), value: formatMoney(Math.round(Number(guarantor.grossMonthlyIncome) * 100)) },
        { key: text('notBankrupt'), value: text('yes') },
      ]}
      initialValues={EMPTY}
      schema={guarantorConfirmationSchema.omit(['token'])}
      fieldOrder={FIELDS}
      declarations={
        <Fieldset id="declarations" legend={text('declarationsLegend')} hint={text('declarationsHint')} legendSize="m" required>
          {GUARANTOR_DECLARATIONS.map((key) => (
            <FormikCheckbox key={key} name={`declarations.${key}`} label={text(`declarations.${key}`, { applicant: request.applicantName })} required />
          ))}
        </Fieldset>
      }
      onSubmit={onSubmit}
    >
      <TitledSection id="loans" title={text('loansHeading')}>
        <Table
          caption={text('loansCaption')}
          columns={[
            { header: text('loan'), cell: (loan) => loan.name[language] },
            { header: text('percent'), cell: (loan) => text('percentValue', { percent: loan.percent }) },
          ]}
          rows={request.loans}
          rowKey={(loan) => loan.code}
          firstCellIsHeader
        />
      </TitledSection>
    </SignedConfirmation>
  );
}
