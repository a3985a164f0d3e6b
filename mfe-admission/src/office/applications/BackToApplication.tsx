import { Link } from '@portal/router';
import { admissionOfficeText } from '../office-text';

/** Every console screen about one application leads back to that application's page. */
export function BackToApplication({ applicationNumber }: { applicationNumber: string }) {
  const text = admissionOfficeText.useText();
  return (
    <p className="pt-body">
      <Link to={`/applications/${applicationNumber}`} className="pt-back-link">
        {text('afterSubmission.back', { number: applicationNumber })}
      </Link>
    </p>
  );
}
