/** Application Admission acknowledgement: the number, what happens next, the fee, a copy of the application. */
import type { SubmissionAcknowledgement } from '@portal/contracts/admission/api';
import { AcknowledgementPanel } from '@portal/forms/AcknowledgementPanel';
import { withApiBase } from '@portal/http/client';
import { useLanguage } from '@portal/i18n/namespace';
import { useNavigationState } from '@portal/mount/hydration';
import { Link, useParams } from '@portal/router';
import { formatMoney } from '@portal/ui/format';
import { admissionText } from '../admission-text';
import { paths } from '../paths';

export function AcknowledgementPage() {
  const text = admissionText.useText();
  const language = useLanguage();
  const { applicationNumber = '' } = useParams();
  const acknowledgement = useNavigationState<{ acknowledgement?: SubmissionAcknowledgement }>()?.acknowledgement;
  const fee = acknowledgement?.fee;
  return (
    <AcknowledgementPanel
      title={text('acknowledgement.title')}
      referenceLabel={text('acknowledgement.number')}
      reference={applicationNumber}
      submittedAt={acknowledgement?.submittedAt}
    >
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
    </AcknowledgementPanel>
  );
}
