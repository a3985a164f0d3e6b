/**
 * "Admission outcome": the released outcome of one application. An offer shows its programme, major,
 * tuition-grant eligibility, schemes and reply due date, the way to reply and the offer letter; an
 * unsuccessful outcome is worded kindly and leads to the appeal (or to the appeal already made).
 * Nothing shows before release.
 */
import type { AppealState } from '@portal/contracts/admission/appeals';
import type { ApplicantOutcome } from '@portal/contracts/admission/outcomes';
import { useApiQuery } from '@portal/http/use-api-query';
import { Link, useParams } from '@portal/router';
import { usePageTitle } from '@portal/ui/document-title';
import { formatDateTime } from '@portal/ui/format';
import { NotificationBanner } from '@portal/ui/NotificationBanner';
import { PageHeading } from '@portal/ui/PageHeading';
import { Panel } from '@portal/ui/Panel';
import { QueryResult } from '@portal/ui/QueryResult';
import { admissionText } from '../../admission-text';
import { paths } from '../../paths';
import { Timeline } from '../../form/Timeline';
import { OfferDetails, OfferLetterLink, type Offer } from './OfferDetails';
import { useListWords } from '@portal/i18n/lists';

export function OutcomePage() {
  const text = admissionText.useText();
  const { applicationNumber = '' } = useParams();
  const query = useApiQuery<ApplicantOutcome>(`${paths.api(applicationNumber)}/outcome`);
  usePageTitle(text('outcome.title'));
  return (
    <>
      <PageHeading caption={text('outcome.caption', { number: applicationNumber })}>{text('outcome.title')}</PageHeading>
      <QueryResult query={query} what={text('outcome.loadingWhat')}>
        {({ outcome }) =>
          !outcome ? (
            <p className="pt-body">{text('outcome.none')}</p>
          ) : outcome.offer ? (
            <OfferOutcome applicationNumber={applicationNumber} offer={outcome.offer} />
          ) : (
            <>
              <h2 className="pt-heading-m">{text('outcome.unsuccessfulTitle')}</h2>
              <p className="pt-body">{text('outcome.unsuccessful')}</p>
              <p className="pt-body">{text('outcome.appeal')}</p>
              <AppealLink applicationNumber={applicationNumber} />
            </>
          )
        }
      </QueryResult>
      <p className="pt-body">
        <Link to={paths.status}>{text('outcome.back')}</Link>
      </p>
      <Timeline applicationNumber={applicationNumber} />
    </>
  );
}

/**
 * The way to the appeal from the outcome that allows one: start it while one can be made, else see
 * the appeal already made (its status and outcome). Nothing while the appeal's state is unknown.
 */
function AppealLink({ applicationNumber }: { applicationNumber: string }) {
  const text = admissionText.useText();
  const appeal = useApiQuery<AppealState>(`${paths.api(applicationNumber)}/appeal`);
  if (appeal.status !== 'success' || !appeal.data) return null;
  const to = `${paths.taskList(applicationNumber)}/appeal`;
  if (appeal.data.block === null) {
    return (
      <Link className="pt-button" to={to}>
        {text('outcome.appealStart')}
      </Link>
    );
  }
  if (!appeal.data.current) return null;
  return (
    <p className="pt-body">
      <Link to={to}>{text('outcome.appealView')}</Link>
    </p>
  );
}

function OfferOutcome({ applicationNumber, offer }: { applicationNumber: string; offer: Offer }) {
  const lists = useListWords();
  const text = admissionText.useText();
  return (
    <>
      {offer.state === 'AWAITING_REPLY' && <Panel title={text('outcome.offeredTitle')} headingLevel={2}>{text('outcome.offeredIntro')}</Panel>}
      {offer.state === 'REPLIED' && offer.response && (
        <NotificationBanner variant="success" title={text('outcome.repliedTitle')}>
          <p className="pt-body">{text('outcome.repliedOn', { date: formatDateTime(offer.respondedAt!) })}</p>
          <p className="pt-body">
            {lists.labelled(text('outcome.yourReply'), text(`outcome.replies.${offer.response.reply}`))}
          </p>
          {offer.response.reply === 'ACCEPT_WITH_GRANT' && (
            <p className="pt-body">
              <Link to={paths.tuitionGrantSureties(applicationNumber)}>{text('outcome.sureties.link')}</Link>
            </p>
          )}
        </NotificationBanner>
      )}
      {offer.state === 'LAPSED' && (
        <NotificationBanner variant="info" title={text('outcome.lapsedTitle')}>
          <p className="pt-body">{text('outcome.lapsed')}</p>
        </NotificationBanner>
      )}
      <OfferDetails offer={offer} />
      {offer.state === 'AWAITING_REPLY' && (
        <>
          <p className="pt-body">{text('outcome.lapseWarning')}</p>
          <Link className="pt-button" to={paths.offerResponse(applicationNumber)}>
            {text('outcome.reply')}
          </Link>
        </>
      )}
      <OfferLetterLink offer={offer} />
    </>
  );
}
