/** Application Admission acknowledgement: the number, what happens next, the fee, a copy of the application. */
import type { SubmissionAcknowledgement } from '@portal/contracts/admission/api';
import { withApiBase } from '@portal/http/client';
import { useLanguage } from '@portal/i18n/namespace';
import { Link, useLocation, useParams } from '@portal/router';
import { useDocumentTitle } from '@portal/ui/document-title';
import { formatDateTime, formatMoney } from '@portal/ui/format';
import { Panel } from '@portal/ui/Panel';
import { admissionText } from '../admission-text';
import { paths } from './paths';

export function AcknowledgementPage() {
  const text = admissionText.useText();
  const language = useLanguage();
  const { applicationNumber = '' } = useParams();
  const acknowledgement = (useLocation().state as { acknowledgement?: SubmissionAcknowledgement } | null)?.acknowledgement;
  useDocumentTitle(text('acknowledgement.title'));
  const fee = acknowledgement?.fee;
  return (
    <>
      <Panel title={text('acknowledgement.title')}>
        {text('acknowledgement.number')}
        <br />
        <strong>{applicationNumber}</strong>
      </Panel>
      {acknowledgement && <p className="pt-body">{text('acknowledgement.receivedAt', { date: formatDateTime(acknowledgement.submittedAt) })}</p>}
      <p className="pt-body">{text('acknowledgement.emailed')}</p>
      <h2 className="pt-heading-m">{text('acknowledgement.nextHeading')}</h2>
      {fee && fee.status === 'UNPAID' && (
        <p className="pt-body">
          {text('acknowledgement.payFee', { amount: formatMoney(fee.amountCents) })} <a href="/applicant/payment">{text('acknowledgement.payLink')}</a>
        </p>
      )}
      {fee && fee.status === 'WAIVED' && <p className="pt-body">{text('acknowledgement.feeWaived')}</p>}
      <p className="pt-body">{text('acknowledgement.next')}</p>
      <ul className="pt-list pt-list--bullet">
        <li>
          <a href={withApiBase(`${paths.api(applicationNumber)}/pdf?lang=${language}`)} download>
            {text('acknowledgement.pdf')}
          </a>
        </li>
        <li>
          <Link to={paths.taskList(applicationNumber)}>{text('acknowledgement.view')}</Link>
        </li>
      </ul>
    </>
  );
}
