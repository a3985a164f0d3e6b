/**
 * "Scholarship Outcome": the released outcome of a scholarship application. An offer shows its terms
 * (bond, living allowance, tuition coverage) and reply due date, and while it awaits a reply the
 * form to accept or decline (with a reason), then a check step: the reply is final once confirmed.
 * A lapsed offer shows the lapse message and no form; an unsuccessful outcome is worded kindly.
 * Nothing is shown before release (the API answers 404 until then).
 */
import { useState } from 'react';
import { useFormikContext } from 'formik';
import { SCHOLARSHIP_DECLINE_REASON_MAX, SCHOLARSHIP_OFFER_DECISIONS, type ApplicantScholarshipOutcome, type ScholarshipOfferDecision } from '@portal/contracts/scholarship/award';
import { scholarshipOfferReplySchema } from '@portal/contracts/schemas/scholarship/award';
import { ReplyCheck, ReplyDecision, ReplyStepForm, ReplySteps } from '@portal/forms/ReplySteps';
import { http } from '@portal/http/client';
import { useApiQuery } from '@portal/http/use-api-query';
import { messageText } from '@portal/i18n/messages';
import { Link, useParams } from '@portal/router';
import { usePageTitle } from '@portal/ui/document-title';
import { formatDateTime } from '@portal/ui/format';
import { FormikTextAreaField } from '@portal/ui/formik';
import { NotificationBanner } from '@portal/ui/NotificationBanner';
import { Panel } from '@portal/ui/Panel';
import { QueryResult } from '@portal/ui/QueryResult';
import { schemaValidator } from '@portal/ui/schema-validation';
import { SummaryList } from '@portal/ui/SummaryList';
import { paths } from '../paths';
import { AwardFrame, isNotFound } from './AwardFrame';
import { awardText } from './award-text';
import { OfferTerms } from './OfferTerms';

type Offer = NonNullable<ApplicantScholarshipOutcome['offer']>;
interface ReplyValues {
  decision: string;
  declineReason: string;
}
const FIELDS = ['decision', 'declineReason'];
const body = (values: ReplyValues) => (values.decision === 'DECLINE' ? values : { decision: values.decision });

export function OutcomePage() {
  const text = awardText.useText();
  const { id = '' } = useParams();
  const query = useApiQuery<ApplicantScholarshipOutcome>(`${paths.api(id)}/outcome`);
  const [replied, setReplied] = useState<ApplicantScholarshipOutcome | null>(null);
  usePageTitle(text('outcome.title'));
  const shown = replied ? { ...query, status: 'success' as const, data: replied } : query;
  return (
    <AwardFrame id={id} title={text('outcome.title')}>
      {isNotFound(query) && !replied ? (
        <p className="pt-body">{text('outcome.none')}</p>
      ) : (
        <QueryResult query={shown} what={text('outcome.loadingWhat')}>
          {(outcome) =>
            outcome.offer ? (
              <OfferOutcome id={id} offer={outcome.offer} onReplied={setReplied} justReplied={replied !== null} />
            ) : (
              <>
                <h2 className="pt-heading-m">{text('outcome.unsuccessfulTitle')}</h2>
                <p className="pt-body">{text('outcome.unsuccessful')}</p>
              </>
            )
          }
        </QueryResult>
      )}
    </AwardFrame>
  );
}

function OfferOutcome({ id, offer, onReplied, justReplied }: { id: string; offer: Offer; onReplied: (outcome: ApplicantScholarshipOutcome) => void; justReplied: boolean }) {
  const text = awardText.useText();
  switch (offer.state) {
    case 'AWAITING_REPLY':
      return (
        <>
          <Panel title={text('outcome.offeredTitle')} headingLevel={2}>
            {text('outcome.offeredIntro')}
          </Panel>
          <ReplyForm id={id} offer={offer} onReplied={onReplied} />
        </>
      );
    case 'LAPSED':
      return (
        <>
          <NotificationBanner variant="info" title={text('outcome.lapsedTitle')}>
            <p className="pt-body">{messageText('SCHOLARSHIP_OFFER_LAPSED')}</p>
          </NotificationBanner>
          <OfferTerms terms={offer.terms} replyDueDate={offer.replyDueDate} />
        </>
      );
    default:
      return (
        <>
          <NotificationBanner variant="success" title={offer.state === 'ACCEPTED' ? text('outcome.acceptedTitle') : text('outcome.declinedTitle')} focusOnMount={justReplied}>
            {offer.respondedAt && <p className="pt-body">{text('outcome.repliedOn', { date: formatDateTime(offer.respondedAt) })}</p>}
          </NotificationBanner>
          <OfferTerms terms={offer.terms} />
          {offer.state === 'ACCEPTED' && (
            <p className="pt-body">
              {offer.undertakingAccepted ? (
                <Link className="pt-button" to={paths.sureties(id)}>
                  {text('outcome.nextSureties')}
                </Link>
              ) : (
                <Link className="pt-button" to={paths.undertaking(id)}>
                  {text('outcome.nextUndertaking')}
                </Link>
              )}
            </p>
          )}
        </>
      );
  }
}

function ReplyForm({ id, offer, onReplied }: { id: string; offer: Offer; onReplied: (outcome: ApplicantScholarshipOutcome) => void }) {
  const send = async (values: ReplyValues) => {
    const answer = await http.post<ApplicantScholarshipOutcome>(`${paths.api(id)}/outcome/response`, body(values));
    onReplied(answer.data);
  };
  return (
    <ReplySteps<ReplyValues>
      initialValues={{ decision: '', declineReason: '' }}
      validate={schemaValidator(scholarshipOfferReplySchema, body)}
      fields={FIELDS}
      send={send}
      form={<ReplyFields offer={offer} />}
      check={(change) => <CheckReply offer={offer} onChange={change} />}
    />
  );
}

function ReplyFields({ offer }: { offer: Offer }) {
  const text = awardText.useText();
  const { values } = useFormikContext<ReplyValues>();
  return (
    <>
      <OfferTerms terms={offer.terms} replyDueDate={offer.replyDueDate} />
      <p className="pt-body">{text('outcome.lapseWarning')}</p>
      <ReplyStepForm label={text('reply.formLabel')} order={FIELDS} continueLabel={text('reply.continue')}>
        <ReplyDecision name="decision" legend={text('reply.decision')} hint={text('reply.decisionHint')} replies={SCHOLARSHIP_OFFER_DECISIONS} wordOf={(decision) => text(`reply.decisions.${decision}`)} />
        {values.decision === 'DECLINE' && (
          <FormikTextAreaField name="declineReason" label={text('reply.declineReason')} hint={text('reply.declineReasonHint')} maxLength={SCHOLARSHIP_DECLINE_REASON_MAX} rows={4} required />
        )}
      </ReplyStepForm>
    </>
  );
}

function CheckReply({ offer, onChange }: { offer: Offer; onChange: () => void }) {
  const text = awardText.useText();
  const { values } = useFormikContext<ReplyValues>();
  const decision = values.decision as ScholarshipOfferDecision;
  return (
    <ReplyCheck title={text('reply.checkTitle')} confirmLabel={text('reply.confirm')} changeLabel={text('reply.change')} onChange={onChange}>
      <p className="pt-body">{text('reply.checkIntro')}</p>
      <OfferTerms terms={offer.terms} replyDueDate={offer.replyDueDate} />
      <SummaryList
        rows={[
          { key: text('reply.yourReply'), value: text(`reply.decisions.${decision}`) },
          ...(decision === 'DECLINE' ? [{ key: text('reply.declineReason'), value: values.declineReason }] : []),
        ]}
      />
    </ReplyCheck>
  );
}
