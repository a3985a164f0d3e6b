/**
 * Beside a box whose words go to one applicant (a message, remarks, a reason): the language they
 * chose for the portal and its e-mails, so the officer writes in it (issue 35: such letters are
 * written once, in the applicant's language). Nothing while it loads, or when they never chose one.
 */
import type { OfficeApplicationView } from '@portal/contracts/admission/office';
import { useApiQuery } from '@portal/http/use-api-query';
import { admissionOfficeText } from '../office-text';
import { officeApi } from './office-api';

export function useWriteInHint(applicationNumber: string): string | undefined {
  const text = admissionOfficeText.useText();
  const view = useApiQuery<OfficeApplicationView>(officeApi.application(applicationNumber));
  const language = view.data?.applicant.language;
  return language ? text(`appeals.common.writeIn.${language}`) : undefined;
}
