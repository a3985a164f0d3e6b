/**
 * The parts a console's record page is made of: sections under an h2 that names them (a landmark a
 * screen reader lists by that name), and the actions the record's state allows, as a labelled nav.
 */
import type { ReactNode } from 'react';
import type { OfficeTimelineEvent } from '@portal/contracts/office/timeline';
import { Link } from '@portal/router';
import { TimelineList } from '../TimelineList';
import { TitledSection } from '../TitledSection';
import { useOfficeWorkEventTitle } from './shared-work-parts';

/** A section of a record page: the kit's titled section (`id` makes the heading's id, `<id>-heading`). */
export function RecordSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <TitledSection id={id} title={title}>
      {children}
    </TitledSection>
  );
}

/** An action on the record: a console page (`to`, within the console), or a file to download (`href`). */
export type RecordAction = { label: string } & ({ to: string } | { href: string });

/**
 * What the officer may do with the record, each a link; `none` says so when the record's state allows
 * nothing (without it, no actions means no nav at all).
 */
export function RecordActions({ title, actions, none }: { title: string; actions: readonly RecordAction[]; none?: string }) {
  if (actions.length === 0 && none === undefined) return null;
  return (
    <nav aria-labelledby="actions-heading">
      <h2 className="pt-heading-m" id="actions-heading">
        {title}
      </h2>
      {actions.length > 0 ? (
        <ul className="pt-list">
          {actions.map((action) => (
            <li key={'to' in action ? action.to : action.href}>
              {'to' in action ? (
                <Link to={action.to} className="pt-link">
                  {action.label}
                </Link>
              ) : (
                <a className="pt-link" href={action.href} download>
                  {action.label}
                </a>
              )}
            </li>
          ))}
        </ul>
      ) : (
        <p className="pt-body">{none}</p>
      )}
    </nav>
  );
}

/**
 * A record's history in a console: each event's title in the console's words, who did it (the
 * officer by name; the applicant as the console says it) and when. The office's own work (assigned,
 * a note) is worded by the kit; an event the console cannot word shows its code.
 */
export function RecordTimeline({ events, title, byApplicant }: { events: readonly OfficeTimelineEvent[]; title: (event: OfficeTimelineEvent) => string; byApplicant: string }) {
  const officeWorkTitle = useOfficeWorkEventTitle();
  return (
    <TimelineList
      entries={events.map((event) => ({
        title: officeWorkTitle(event) ?? title(event),
        by: event.actor === 'OFFICE' ? event.staffName : event.actor === 'APPLICANT' ? byApplicant : null,
        at: event.occurredAt,
      }))}
    />
  );
}
