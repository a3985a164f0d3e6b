/** An offer's facts as a summary list (the outcome screen and the reply's check step share it). */
import { offerSchemeName, type ApplicantOutcome } from '@portal/contracts/admission/outcomes';
import { programmeByCode, programmeName } from '@portal/contracts/programmes';
import type { Language } from '@portal/contracts/languages';
import { withApiBase } from '@portal/http/client';
import { useLanguage } from '@portal/i18n/namespace';
import { formatDate } from '@portal/ui/format';
import { SummaryList } from '@portal/ui/SummaryList';
import { admissionText } from '../../admission-text';

export type Offer = NonNullable<NonNullable<ApplicantOutcome['outcome']>['offer']>;

export function OfferDetails({ offer }: { offer: Offer }) {
  const text = admissionText.useText();
  const language = useLanguage() as Language;
  const major = offer.major ? (programmeByCode(offer.programme)?.majors?.find((entry) => entry.code === offer.major)?.name[language] ?? offer.major) : text('outcome.noMajor');
  const grant = offer.tuitionGrantEligible
    ? `${text('outcome.grantEligible')}. ${text(`outcome.tiers.${offer.tuitionGrantTier}`, { years: offer.bondYears })}`
    : text('outcome.grantNotEligible');
  return (
    <SummaryList
      rows={[
        { key: text('outcome.programme'), value: programmeName(offer.programme, language) },
        { key: text('outcome.major'), value: major },
        { key: text('outcome.tuitionGrant'), value: grant },
        {
          key: text('outcome.schemes'),
          value: offer.schemes.length ? (
            <ul className="pt-list">
              {offer.schemes.map((code) => (
                <li key={code}>{offerSchemeName(code, language)}</li>
              ))}
            </ul>
          ) : (
            text('outcome.noSchemes')
          ),
        },
        { key: text('outcome.replyDue'), value: text('outcome.replyDueValue', { date: formatDate(offer.replyDueAt) }) },
      ]}
    />
  );
}

/** The offer letter's download, in the page's language. */
export function OfferLetterLink({ offer }: { offer: Offer }) {
  const text = admissionText.useText();
  const language = useLanguage() as Language;
  return (
    <p className="pt-body">
      <a href={withApiBase(`/admission/offer-letter?checksum=${encodeURIComponent(offer.letterChecksum)}&language=${language}`)} download>
        {text('outcome.letter')}
      </a>
    </p>
  );
}
