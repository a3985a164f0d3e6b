/** The referees' references as the office reads them: each referee's state (the console kit's ThirdPartyState), and what they said. */
import { REFEREES_WORDS } from '@portal/contracts/admission/summary/referees';
import { useApiQuery } from '@portal/http/use-api-query';
import { useLanguage } from '@portal/i18n/namespace';
import { ThirdPartyState, type ThirdPartyStateWords } from '@portal/ui/console/ThirdPartyState';
import { QueryResult } from '@portal/ui/QueryResult';
import { admissionOfficeText } from '../office-text';
import { useListWords } from '@portal/i18n/lists';

interface OfficeReference {
  position: number;
  referee: { name: string; email: string; position: string; organisation: string };
  requestedAt: string;
  linkExpiresAt: string;
  received: { at: string; relationship: string; knownFor: string; reference: string; recommendation: string } | null;
}

export function ReferencesPanel({ applicationNumber }: { applicationNumber: string }) {
  const lists = useListWords();
  const text = admissionOfficeText.useText();
  const language = useLanguage() as 'en-GB' | 'zh-Hans';
  const references = useApiQuery<OfficeReference[]>(`/office/admission/applications/${applicationNumber}/references`);
  const relationships = REFEREES_WORDS[language].relationships as Record<string, string>;
  // A referee's state in the console kit's view of a third party: asked (the link out), received.
  const words: ThirdPartyStateWords<'INVITED' | 'CONFIRMED'> = {
    name: text('references.name'),
    email: text('references.email'),
    status: text('references.status'),
    statuses: (status) => text(`references.statuses.${status}`),
    invited: text('references.requested'),
    linkExpires: text('references.linkExpires'),
    confirmed: text('references.received'),
    signedAs: text('references.name'),
  };
  return (
    <section aria-labelledby="references-heading">
      <h2 className="pt-heading-m" id="references-heading">
        {text('references.title')}
      </h2>
      <QueryResult query={references} what={text('references.title')}>
        {(list) =>
          list.length === 0 ? (
            <p className="pt-body">{text('references.none')}</p>
          ) : (
            list.map((reference) => (
              <section key={reference.position} className="pt-card" aria-labelledby={`reference-${reference.position}`}>
                <h3 className="pt-heading-s" id={`reference-${reference.position}`}>
                  {text('references.referee', { n: reference.position, name: reference.referee.name })}
                </h3>
                <ThirdPartyState
                  party={{
                    status: reference.received ? 'CONFIRMED' : 'INVITED',
                    name: null,
                    email: reference.referee.email,
                    invitedAt: reference.requestedAt,
                    linkExpiresAt: reference.received ? null : reference.linkExpiresAt,
                    confirmedAt: reference.received?.at ?? null,
                  }}
                  words={words}
                  rows={[
                    { id: 'who', key: text('references.who'), value: lists.list([reference.referee.position, reference.referee.organisation]) },
                    ...(reference.received
                      ? [
                          { id: 'relationship', key: text('references.relationship'), value: relationships[reference.received.relationship] ?? reference.received.relationship },
                          { id: 'knownFor', key: text('references.knownFor'), value: text(`references.knownForOptions.${reference.received.knownFor as 'UNDER_1_YEAR'}`) },
                          { id: 'recommendation', key: text('references.recommendation'), value: text(`references.recommendations.${reference.received.recommendation as 'RECOMMEND'}`) },
                          { id: 'reference', key: text('references.reference'), value: <span className="pt-preserve-lines">{reference.received.reference}</span> },
                        ]
                      : []),
                  ]}
                />
              </section>
            ))
          )
        }
      </QueryResult>
    </section>
  );
}
