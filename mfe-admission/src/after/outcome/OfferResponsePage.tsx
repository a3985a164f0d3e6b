/**
 * "Offer response decision" (spec 4 and 8): accept (with or without the tuition grant where the offer
 * is eligible) or decline with a reason; every scheme accepted or rejected before Accept Offer is
 * enabled; the other autonomous university decision; then Check your reply and Confirm. The reply is
 * final once confirmed: the server refuses a second one (409), which this page then shows.
 */
import { useState } from 'react';
import { useFormikContext } from 'formik';
import type { Citizenship } from '@portal/contracts/categories';
import {
  DECLINE_REASON_MAX,
  isAcceptance,
  offerRepliesFor,
  offerSchemeName,
  OTHER_AU_OFFER_DECISIONS,
  SCHEME_REPLIES,
  type ApplicantOutcome,
  type OfferResponse,
} from '@portal/contracts/admission/outcomes';
import type { Language } from '@portal/contracts/languages';
import { allSchemesAnswered, offerReplySchema, type OfferReplyContext } from '@portal/contracts/schemas/admission/outcome';
import type { TuitionGrantTier } from '@portal/contracts/schemas/admission/tuition-grant';
import { ReplyCheck, ReplySteps } from '@portal/forms/ReplySteps';
import { http } from '@portal/http/client';
import { useApiQuery } from '@portal/http/use-api-query';
import { useLanguage } from '@portal/i18n/namespace';
import { Link, useParams } from '@portal/router';
import { Button } from '@portal/ui/Button';
import { usePageTitle } from '@portal/ui/document-title';
import { FormikCheckbox, FormikRadios, FormikTextAreaField } from '@portal/ui/formik';
import { RequiredFieldsForm } from '@portal/ui/formik-form';
import { PageHeading } from '@portal/ui/PageHeading';
import { Panel } from '@portal/ui/Panel';
import { QueryResult } from '@portal/ui/QueryResult';
import { schemaValidator } from '@portal/ui/schema-validation';
import { SummaryList } from '@portal/ui/SummaryList';
import { admissionText } from '../../admission-text';
import { paths } from '../../paths';
import { OfferDetails, OfferLetterLink, type Offer } from './OfferDetails';

interface ReplyValues {
  reply: string;
  schemes: Record<string, string>;
  otherUniversityOffer: string;
  declineReason: string;
  bondAcknowledged: boolean;
}

const FIELDS = ['reply', 'schemes', 'otherUniversityOffer', 'declineReason', 'bondAcknowledged'];

/** The schema's rules need the citizenship; the outcome tells the tier, which is decided by it (spec 6). */
const CITIZENSHIP_OF_TIER: Record<TuitionGrantTier, Citizenship> = { A: 'SINGAPORE_CITIZEN', B: 'PERMANENT_RESIDENT', C: 'INTERNATIONAL' };
const replyContext = (offer: Offer): OfferReplyContext => ({
  tuitionGrantEligible: offer.tuitionGrantEligible,
  schemes: offer.schemes,
  citizenship: CITIZENSHIP_OF_TIER[offer.tuitionGrantTier],
});
const bondApplies = (offer: Offer, reply: string) => reply === 'ACCEPT_WITH_GRANT' && offer.tuitionGrantTier !== 'A';

/** What is sent: only the answers the chosen reply needs. */
function body(values: ReplyValues, offer: Offer) {
  const accepting = isAcceptance(values.reply);
  return {
    reply: values.reply,
    schemes: accepting ? values.schemes : {},
    otherUniversityOffer: values.otherUniversityOffer,
    declineReason: values.reply === 'REJECT' ? values.declineReason : '',
    bondAcknowledged: bondApplies(offer, values.reply) && values.bondAcknowledged,
  };
}

export function OfferResponsePage() {
  const text = admissionText.useText();
  const { applicationNumber = '' } = useParams();
  const query = useApiQuery<ApplicantOutcome>(`${paths.api(applicationNumber)}/outcome`);
  const [done, setDone] = useState<Offer | null>(null);
  usePageTitle(text('outcome.response.title'));
  return (
    <>
      <PageHeading caption={text('outcome.caption', { number: applicationNumber })}>{text('outcome.response.title')}</PageHeading>
      {done ? (
        <Done offer={done} applicationNumber={applicationNumber} />
      ) : (
        <QueryResult query={query} what={text('outcome.loadingWhat')}>
          {({ outcome }) =>
            outcome?.offer?.state === 'AWAITING_REPLY' ? (
              <ReplyForm applicationNumber={applicationNumber} offer={outcome.offer} onDone={setDone} />
            ) : (
              <>
                <p className="pt-body">{outcome?.offer?.state === 'LAPSED' ? text('outcome.lapsed') : outcome?.offer ? text('outcome.repliedTitle') : text('outcome.none')}</p>
                <p className="pt-body">
                  <Link to={paths.outcome(applicationNumber)}>{text('outcome.title')}</Link>
                </p>
              </>
            )
          }
        </QueryResult>
      )}
    </>
  );
}

function Done({ offer, applicationNumber }: { offer: Offer; applicationNumber: string }) {
  const text = admissionText.useText();
  return (
    <>
      <Panel title={isAcceptance(offer.response?.reply) ? text('outcome.response.doneAccepted') : text('outcome.response.doneRejected')} headingLevel={2}>
        {text('outcome.response.doneBody')}
      </Panel>
      <OfferLetterLink offer={offer} />
      <p className="pt-body">
        <Link to={paths.outcome(applicationNumber)}>{text('outcome.title')}</Link>
      </p>
    </>
  );
}

function ReplyForm({ applicationNumber, offer, onDone }: { applicationNumber: string; offer: Offer; onDone: (offer: Offer) => void }) {
  const initialValues: ReplyValues = {
    reply: '',
    schemes: Object.fromEntries(offer.schemes.map((code) => [code, ''])),
    otherUniversityOffer: '',
    declineReason: '',
    bondAcknowledged: false,
  };
  const send = async (values: ReplyValues) => {
    const answer = await http.post<ApplicantOutcome>(`${paths.api(applicationNumber)}/offer-response`, body(values, offer));
    onDone(answer.data.outcome!.offer!);
  };
  return (
    <ReplySteps<ReplyValues>
      initialValues={initialValues}
      validate={schemaValidator(offerReplySchema, (values: ReplyValues) => body(values, offer), replyContext(offer))}
      fields={FIELDS}
      send={send}
      form={<ReplyFields offer={offer} />}
      check={(change) => <CheckReply offer={offer} onChange={change} />}
    />
  );
}

function ReplyFields({ offer }: { offer: Offer }) {
  const text = admissionText.useText();
  const language = useLanguage() as Language;
  const { values, isSubmitting } = useFormikContext<ReplyValues>();
  const accepting = isAcceptance(values.reply);
  // Spec 4: Accept Offer is enabled only once every scheme is accepted or rejected.
  const acceptBlocked = accepting && !allSchemesAnswered(values.schemes, offer.schemes);
  const replies = offerRepliesFor(offer.tuitionGrantEligible);
  return (
    <>
      <OfferDetails offer={offer} />
      {/* The schemes' rule is on the whole group: its error summary links to the first scheme's answer. */}
      <RequiredFieldsForm label={text('outcome.response.formLabel')} order={['reply', 'schemes', 'bondAcknowledged', 'declineReason', 'otherUniversityOffer']} idFor={(name) => (name === 'schemes' && offer.schemes[0] ? `schemes.${offer.schemes[0]}` : name)}>
        <FormikRadios
          name="reply"
          legend={text('outcome.response.decision')}
          legendSize="m"
          hint={text('outcome.response.decisionHint')}
          required
          options={replies.map((reply) => ({
            value: reply,
            label: text(`outcome.replies.${reply}`),
            ...(reply === 'ACCEPT_WITH_GRANT' || reply === 'ACCEPT_WITHOUT_GRANT' ? { hint: text(`outcome.replyHints.${reply}`) } : {}),
          }))}
        />
        {accepting &&
          offer.schemes.map((code) => (
            <FormikRadios
              key={code}
              name={`schemes.${code}`}
              legend={text('outcome.response.scheme', { scheme: offerSchemeName(code, language) })}
              hint={text('outcome.response.schemeHint')}
              inline
              required
              options={SCHEME_REPLIES.map((answer) => ({ value: answer, label: text(`outcome.schemeAnswers.${answer}`) }))}
            />
          ))}
        {bondApplies(offer, values.reply) && (
          <FormikCheckbox name="bondAcknowledged" label={text('outcome.response.bond', { years: offer.bondYears })} required />
        )}
        {values.reply === 'REJECT' && (
          <FormikTextAreaField name="declineReason" label={text('outcome.response.declineReason')} hint={text('outcome.response.declineReasonHint')} maxLength={DECLINE_REASON_MAX} rows={4} required />
        )}
        <FormikRadios
          name="otherUniversityOffer"
          legend={text('outcome.response.otherAu')}
          required
          options={OTHER_AU_OFFER_DECISIONS.map((decision) => ({ value: decision, label: text(`outcome.otherAu.${decision}`) }))}
        />
        {acceptBlocked && (
          <p className="pt-hint" id="accept-blocked">
            {text('outcome.response.schemesNeeded')}
          </p>
        )}
        <Button type="submit" disabled={isSubmitting || acceptBlocked} aria-describedby={acceptBlocked ? 'accept-blocked' : undefined}>
          {accepting ? text('outcome.response.confirmAccept') : text('outcome.response.continue')}
        </Button>
      </RequiredFieldsForm>
    </>
  );
}

function CheckReply({ offer, onChange }: { offer: Offer; onChange: () => void }) {
  const text = admissionText.useText();
  const language = useLanguage() as Language;
  const { values } = useFormikContext<ReplyValues>();
  const reply = values.reply as OfferResponse['reply'];
  const rows = [
    { key: text('outcome.yourReply'), value: text(`outcome.replies.${reply}`) },
    ...(isAcceptance(reply) ? offer.schemes.map((code) => ({ key: offerSchemeName(code, language), value: text(`outcome.schemeAnswers.${values.schemes[code] as 'ACCEPT' | 'REJECT'}`) })) : []),
    ...(bondApplies(offer, reply) ? [{ key: text('outcome.response.bondRow'), value: text('outcome.response.bondAccepted', { years: offer.bondYears }) }] : []),
    ...(reply === 'REJECT' ? [{ key: text('outcome.response.declineReason'), value: values.declineReason }] : []),
    { key: text('outcome.response.otherAu'), value: text(`outcome.otherAu.${values.otherUniversityOffer as (typeof OTHER_AU_OFFER_DECISIONS)[number]}`) },
  ];
  return (
    <ReplyCheck title={text('outcome.response.checkTitle')} confirmLabel={text('outcome.response.confirm')} changeLabel={text('outcome.response.change')} onChange={onChange}>
      <p className="pt-body">{text('outcome.response.checkIntro')}</p>
      <SummaryList rows={rows} />
    </ReplyCheck>
  );
}
