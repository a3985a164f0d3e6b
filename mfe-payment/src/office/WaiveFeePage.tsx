/** /office/payment/fees/:feeId/waive: an unpaid or unsuccessful fee waived with a reason (the applicant is e-mailed it). */
import type { FeeWaiverInput } from '@portal/contracts/schemas/office-payment';
import { FeeWaiverForm } from '@portal/ui/console/FeeWaiverForm';
import { FeeActionPage } from './FeeActionPage';
import { paymentOfficeText } from './office-text';

export function WaiveFeePage() {
  const text = paymentOfficeText.useText();
  return (
    <FeeActionPage<FeeWaiverInput> title={text('waive.title')} intro={text('waive.intro')} action="waive" done="waived" fields={['reason']}>
      {(onSubmit, fee) => (
        <FeeWaiverForm onSubmit={onSubmit} language={fee.applicant.language} formLabel={text('waive.title')} reasonLabel={text('waive.reason')} submitLabel={text('waive.submit')} />
      )}
    </FeeActionPage>
  );
}
