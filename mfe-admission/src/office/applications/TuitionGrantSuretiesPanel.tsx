/** The tuition grant's two sureties as the office reads them: each one's state in the console kit's ThirdPartyState, and the reply due date. */
import type { TuitionGrantSuretiesView, TuitionGrantSuretyStatus, TuitionGrantSuretyView } from '@portal/contracts/admission/tuition-grant-sureties';
import { useApiQuery } from '@portal/http/use-api-query';
import { ThirdPartyState, type ThirdPartyStateWords } from '@portal/ui/console/ThirdPartyState';
import { formatDate } from '@portal/ui/format';
import { QueryResult } from '@portal/ui/QueryResult';
import { admissionOfficeText } from '../office-text';

type OfficeSureties = TuitionGrantSuretiesView & { sureties: Array<TuitionGrantSuretyView & { signatureName: string | null }> };

export function TuitionGrantSuretiesPanel({ applicationNumber }: { applicationNumber: string }) {
  const text = admissionOfficeText.useText();
  const sureties = useApiQuery<OfficeSureties | null>(`/office/admission/applications/${applicationNumber}/tuition-grant-sureties`);
  const words: ThirdPartyStateWords<TuitionGrantSuretyStatus> = {
    name: text('grantSureties.name'),
    email: text('grantSureties.email'),
    status: text('grantSureties.status'),
    statuses: (status) => text(`grantSureties.statuses.${status}`),
    invited: text('grantSureties.invited'),
    linkExpires: text('grantSureties.linkExpires'),
    confirmed: text('grantSureties.confirmed'),
    signedAs: text('grantSureties.signedAs'),
  };
  return (
    <section aria-labelledby="grant-sureties-heading">
      <h2 className="pt-heading-m" id="grant-sureties-heading">
        {text('grantSureties.title')}
      </h2>
      <QueryResult query={sureties} what={text('grantSureties.title')}>
        {(view) =>
          view === null ? (
            <p className="pt-body">{text('grantSureties.none')}</p>
          ) : (
            <>
              <p className="pt-body">{text('grantSureties.due', { date: formatDate(view.replyDueDate) })}</p>
              {view.sureties.map((surety) => (
                <section key={surety.position} className="pt-card" aria-labelledby={`grant-surety-${surety.position}`}>
                  <h3 className="pt-heading-s" id={`grant-surety-${surety.position}`}>
                    {text('grantSureties.surety', { n: surety.position })}
                  </h3>
                  <ThirdPartyState
                    party={{ ...surety, name: surety.details?.fullName ?? null, email: surety.details?.email ?? null }}
                    words={words}
                    rows={
                      surety.details
                        ? [
                            { id: 'identification', key: text('grantSureties.identification'), value: `${text(`grantSureties.idTypes.${surety.details.idType}`)} ${surety.details.idNumber}` },
                            { id: 'dob', key: text('grantSureties.dateOfBirth'), value: surety.details.dateOfBirth },
                          ]
                        : []
                    }
                  />
                </section>
              ))}
            </>
          )
        }
      </QueryResult>
    </section>
  );
}
