/**
 * The tuition grant surety's confirmation page (/tuition-grant-surety?token=…), opened from the
 * e-mailed link without signing in, in the single-use link frame every third party's page uses: whom
 * they stand surety for, the grant's bond, their own details as the applicant gave them, a
 * declaration and the full name typed as a signature. A used or unknown link and an expired one each
 * get their own message; after confirming, the link is used up.
 */
import type { FormikHelpers } from 'formik';
import type { PublicTuitionGrantSuretyRequest } from '@portal/contracts/admission';
import { suretyConfirmationSchema } from '@portal/contracts/scholarship';
import { FormikCheckbox } from '@portal/ui/formik';
import { SignedConfirmation, signedConfirmationWords } from '../shared/SignedConfirmation';
import { SingleUseLinkPage, linkPageWords, type LinkPageKind } from '../shared/SingleUseLinkPage';
import { grantSuretyText } from './grant-surety-text';

interface ConfirmationValues {
  declaration: boolean;
  signatureName: string;
}
const EMPTY: ConfirmationValues = { declaration: false, signatureName: '' };
const FIELDS = Object.keys(EMPTY);

const GRANT_SURETY_LINK: LinkPageKind = {
  tokenParam: 'token',
  openPath: '/public/tuition-grant-surety/open',
  confirmPath: '/public/tuition-grant-surety/confirm',
  codes: { invalid: 'SURETY_LINK_INVALID', expired: 'SURETY_LINK_EXPIRED' },
};

export function TuitionGrantSuretyPage() {
  const text = grantSuretyText.useText();
  return (
    <SingleUseLinkPage<PublicTuitionGrantSuretyRequest> kind={GRANT_SURETY_LINK} words={linkPageWords(text)}>
      {(request, confirm) => <ConfirmationForm request={request} onSubmit={(values, helpers) => confirm(values, helpers, FIELDS)} />}
    </SingleUseLinkPage>
  );
}

function ConfirmationForm({
  request,
  onSubmit,
}: {
  request: PublicTuitionGrantSuretyRequest;
  onSubmit: (values: ConfirmationValues, helpers: FormikHelpers<ConfirmationValues>) => Promise<void>;
}) {
  const text = grantSuretyText.useText();
  const { surety } = request;
  return (
    <SignedConfirmation<ConfirmationValues>
      words={signedConfirmationWords(text, request, surety.fullName)}
      aboutRows={[
        { key: text('applicant'), value: request.applicantName },
        { key: text('applicationNumber'), value: request.applicationNumber },
        { key: text('bond'), value: request.bondYears > 0 ? text('bondYears', { years: request.bondYears }) : text('noBond') },
      ]}
      detailsRows={[
        { key: text('fullName'), value: surety.fullName },
        { key: text('identification'), value: `${text(`idTypes.${surety.idType}`)} ${surety.idNumber}` },
        { key: text('dateOfBirth'), value: surety.dateOfBirth },
        { key: text('email'), value: surety.email },
        { key: text('mobile'), value: surety.mobile },
      ]}
      initialValues={EMPTY}
      schema={suretyConfirmationSchema.omit(['token'])}
      declarations={<FormikCheckbox name="declaration" label={text('declaration', { applicant: request.applicantName })} required />}
      onSubmit={onSubmit}
    />
  );
}
