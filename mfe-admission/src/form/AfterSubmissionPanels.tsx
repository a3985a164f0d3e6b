/**
 * What a submitted application's page shows of life after submission: each referee's reference as
 * requested or received (never the reference itself), and the way to update the contact details.
 */
import type { RefereeStatus } from '@portal/contracts/admission/api';
import { useApiQuery } from '@portal/http/use-api-query';
import { Link } from '@portal/router';
import { formatDate } from '@portal/ui/format';
import { QueryResult } from '@portal/ui/QueryResult';
import { StatusTag } from '@portal/ui/StatusTag';
import { SummaryList } from '@portal/ui/SummaryList';
import { TitledSection } from '@portal/ui/TitledSection';
import { admissionText } from '../admission-text';
import { paths } from '../paths';

export function RefereesPanel({ applicationNumber }: { applicationNumber: string }) {
  const text = admissionText.useText();
  const referees = useApiQuery<RefereeStatus[]>(`${paths.api(applicationNumber)}/referees`);
  // Categories without a Referee nomination section have nobody to show.
  if (referees.status === 'success' && referees.data.length === 0) return null;
  return (
    <TitledSection id="referees" title={text('refereesAndContact.refereesTitle')}>
      <p className="pt-body">{text('refereesAndContact.refereesIntro')}</p>
      <QueryResult query={referees} what={text('refereesAndContact.refereesWhat')}>
        {(list) => (
          <SummaryList
            rows={list.map((referee) => ({
              id: referee.position,
              key: referee.name,
              value: (
                <>
                  <StatusTag status={referee.status} label={text(`refereesAndContact.refereeStatuses.${referee.status}`)} />{' '}
                  {referee.receivedAt
                    ? text('refereesAndContact.receivedOn', { date: formatDate(referee.receivedAt) })
                    : text('refereesAndContact.requestedOn', { date: formatDate(referee.requestedAt) })}
                </>
              ),
            }))}
          />
        )}
      </QueryResult>
    </TitledSection>
  );
}

export function ContactPanel({ applicationNumber }: { applicationNumber: string }) {
  const text = admissionText.useText();
  return (
    <TitledSection id="contact" title={text('refereesAndContact.contactTitle')}>
      <p className="pt-body">{text('refereesAndContact.contactIntro')}</p>
      <p className="pt-body">
        <Link to={paths.contact(applicationNumber)}>{text('refereesAndContact.contactLink')}</Link>
      </p>
    </TitledSection>
  );
}
