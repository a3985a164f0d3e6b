/**
 * The flag "same NRIC declared elsewhere": other applicant records that declared or had verified an
 * NRIC this applicant declared or had verified (api/src/modules/applicant/nric-records.ts). Only a
 * verified NRIC signs anyone in, so such records are an error, a second profile of the same person or
 * a false claim: the officer merges them or investigates. Nothing of this reaches the applicants.
 */
import type { OfficeApplicationView } from '@portal/contracts/admission/office';
import { Link } from '@portal/router';
import { formatDate } from '@portal/ui/format';
import { NotificationBanner } from '@portal/ui/NotificationBanner';
import { admissionOfficeText } from '../office-text';

export function SameNricPanel({ applicant }: { applicant: OfficeApplicationView['applicant'] }) {
  const text = admissionOfficeText.useText();
  const { nric, verifiedNric, sameNricElsewhere } = applicant;
  const mismatch = nric !== null && verifiedNric !== null && nric.toUpperCase() !== verifiedNric.toUpperCase();
  if (!mismatch && sameNricElsewhere.length === 0) return null;
  return (
    <NotificationBanner title={text('application.sameNric')}>
      {sameNricElsewhere.length > 0 && <p className="pt-body">{text('application.sameNricIntro')}</p>}
      {mismatch && <p className="pt-body">{text('application.sameNricMismatch')}</p>}
      {sameNricElsewhere.length > 0 && (
        <ul className="pt-list pt-list--bullet">
          {sameNricElsewhere.map((record) => (
            <li key={`${record.createdAt}-${record.applicationNumbers.join()}`}>
              {text(record.verified ? 'application.sameNricVerified' : 'application.sameNricDeclared', { date: formatDate(record.createdAt) })}.{' '}
              {record.applicationNumbers.length === 0 ? (
                text('application.sameNricNoApplication')
              ) : (
                <>
                  {text('application.sameNricApplications')}{' '}
                  {record.applicationNumbers.map((number, index) => (
                    <span key={number}>
                      {index > 0 && ', '}
                      <Link to={`../${number}`} relative="path" className="pt-link">
                        {number}
                      </Link>
                    </span>
                  ))}
                </>
              )}
            </li>
          ))}
        </ul>
      )}
    </NotificationBanner>
  );
}
