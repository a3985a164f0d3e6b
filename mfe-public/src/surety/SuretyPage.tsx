/**
 * The surety's confirmation page (/surety?token=…), opened from the e-mailed link without signing in,
 * in the single-use link frame the referee's and the guarantor's pages use too: the undertaking the applicant accepted, the surety's own details as
 * the applicant gave them, a declaration, the full name typed as a signature, Confirm. A used or
 * unknown link and an expired one each get their own clear message; after confirming, the link is used up.
 */
import type { FormikHelpers } from 'formik';
import type { Language } from '@portal/contracts/languages';
import { suretyConfirmationSchema, type PublicSuretyUndertaking } from '@portal/contracts/scholarship';
import { useLanguage } from '@portal/i18n/namespace';
import { formatMoney } from '@portal/ui/format';
import { FormikCheckbox } from '@portal/ui/formik';
import { TitledSection } from '@portal/ui/TitledSection';
import { SignedConfirmation, signedConfirmationWords } from '../shared/SignedConfirmation';
import { SingleUseLinkPage, linkPageWords, type LinkPageKind } from '../shared/SingleUseLinkPage';
import { suretyText } from './surety-text';

interface ConfirmationValues {
  declaration: boolean;
  signatureName: string;
}
const EMPTY: ConfirmationValues = { declaration: false, signatureName: '' };
const FIELDS = Object.keys(EMPTY);

const SURETY_LINK: LinkPageKind = {
  tokenParam: 'token',
  openPath: '/public/surety/open',
  confirmPath: '/public/surety/confirm',
  codes: { invalid: 'SURETY_LINK_INVALID', expired: 'SURETY_LINK_EXPIRED' },
};

export function SuretyPage() {
  const text = suretyText.useText();
  return (
    <SingleUseLinkPage<PublicSuretyUndertaking> kind={SURETY_LINK} words={linkPageWords(text)}>
      {(undertaking, confirm) => <ConfirmationForm undertaking={undertaking} onSubmit={(values, helpers) => confirm(values, helpers, FIELDS)} />}
    </SingleUseLinkPage>
  );
}

function ConfirmationForm({
  undertaking,
  onSubmit,
}: {
  undertaking: PublicSuretyUndertaking;
  onSubmit: (values: ConfirmationValues, helpers: FormikHelpers<ConfirmationValues>) => Promise<void>;
}) {
  const text = suretyText.useText();
  const language = useLanguage() as Language;
  const { surety, terms } = undertaking;
  return (
    <SignedConfirmation<ConfirmationValues>
      words={signedConfirmationWords(text, undertaking, surety.fullName)}
      aboutRows={[
        { key: text('applicant'), value: undertaking.applicantName },
        ...(undertaking.reference ? [{ key: text('reference'), value: undertaking.reference }] : []),
        { key: text('scholarship'), value: `${terms.name[language]} (${terms.academicYear})` },
        { key: text('bond'), value: undertaking.bondYears > 0 ? text('bondYears', { years: undertaking.bondYears }) : text('noBond') },
        { key: text('livingAllowance'), value: text('livingAllowanceValue', { amount: formatMoney(terms.livingAllowanceCents) }) },
        { key: text('tuitionCoverage'), value: text('tuitionCoverageValue', { percent: terms.tuitionCoveragePercent }) },
        { key: text('liquidatedDamages'), value: text('liquidatedDamagesValue', { percent: undertaking.liquidatedDamagesInterestPercent }) },
      ]}
      detailsRows={[
        { key: text('fullName'), value: surety.fullName },
        { key: text('identification'), value: `${text(`idTypes.${surety.idType}`)} ${surety.idNumber}` },
        { key: text('dateOfBirth'), value: surety.dateOfBirth },
        { key: text('email'), value: surety.email },
        { key: text('mobile'), value: surety.mobile },
        ...(surety.employed
          ? [{ key: text('employment'), value: text('employmentValue', { occupation: surety.occupation, employer: surety.employer, date: surety.employmentLetterDate }) }]
          : []),
      ]}
      initialValues={EMPTY}
      schema={suretyConfirmationSchema.omit(['token'])}
      declarations={<FormikCheckbox name="declaration" label={text('declaration', { applicant: undertaking.applicantName })} required />}
      onSubmit={onSubmit}
    >
      <TitledSection id="undertaking" title={text('undertakingHeading')}>
        <ol className="pt-list pt-list--number">
          {undertaking.clauses[language].map((clause) => (
            <li key={clause}>{clause}</li>
          ))}
        </ol>
      </TitledSection>
    </SignedConfirmation>
  );
}
