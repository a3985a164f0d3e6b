import type { OfficeFeeView } from '@portal/contracts/office/payment';
import { paymentText } from '../payment-text';
import { paymentOfficeText } from './office-text';

/** How the console names a fee: "Application fee of TAN MEI LING" (the fee's page heading, the forms' caption). */
export function useFeeTitle(): (fee: Pick<OfficeFeeView, 'kind' | 'applicant'>) => string {
  const text = paymentOfficeText.useText();
  const words = paymentText.useText();
  return (fee) => text('fee.title', { fee: words(`feeKinds.${fee.kind}`), name: fee.applicant.fullName });
}
