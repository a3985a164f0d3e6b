/**
 * The small parts of work shared among officers that pages other than the application's use (the
 * section itself is SharedWork.tsx, with its forms): the timeline's words for the office's own work,
 * and the lists' "assigned to" filter and "my queue" link.
 */
import { ASSIGNED_TO_ME, ASSIGNED_TO_NOBODY, isOfficeWorkEvent, type Officer } from '@portal/contracts/office/shared-work';
import type { OfficeTimelineEvent } from '@portal/contracts/office/timeline';
import { useApiQuery } from '@portal/http/use-api-query';
import { uiText } from '../text';
import { ConsoleLinks } from './ConsolePage';
import type { ListFilter } from './OfficeListPage';

/**
 * The timeline's words for the office's own work (assigned, taken off, a note), for every console's
 * timeline; undefined for any other event, which the console words.
 */
export function useOfficeWorkEventTitle(): (event: Pick<OfficeTimelineEvent, 'kind' | 'params'>) => string | undefined {
  const text = uiText.useText();
  return ({ kind, params }) => {
    if (!isOfficeWorkEvent(kind)) return undefined;
    if (kind === 'OFFICE_NOTE_ADDED' && params.rating !== undefined) return text('sharedWork.events.ratedNote', { rating: params.rating });
    return text(`sharedWork.events.${kind}`, { officer: String(params.officer ?? '') });
  };
}

/**
 * A list's "assigned to" filter: me (my queue), nobody, or one of the console's officers (from
 * `officersApi`, the console's GET …/officers); until they arrive, an officer chosen in the address
 * shows under its id.
 */
export function useAssignedToFilter(officersApi: string): ListFilter {
  const text = uiText.useText();
  const officers = useApiQuery<Officer[]>(officersApi);
  return {
    name: 'assignedTo',
    label: text('sharedWork.assignedTo'),
    keepUnknownValue: true,
    options: [
      { value: ASSIGNED_TO_ME, label: text('sharedWork.assignedToMe') },
      { value: ASSIGNED_TO_NOBODY, label: text('sharedWork.assignedToNobody') },
      ...(officers.data ?? []).map((officer) => ({ value: officer.id, label: officer.fullName })),
    ],
  };
}

/** The console's link to the officer's own queue: its list of applications, assigned to me. */
function useMyQueueLink(listPath: string): { to: string; label: string } {
  const text = uiText.useText();
  return { to: `${listPath}?assignedTo=${ASSIGNED_TO_ME}`, label: text('sharedWork.myQueue') };
}

export interface ApplicationsConsole {
  /** The list's API route, the list's own address (its search cleared), the console's officers' API route. */
  api: string;
  listPath: string;
  officersApi: string;
  /** The console's other pages, each a link under the heading (after "my queue"). */
  links: ReadonlyArray<{ to: string; label: string }>;
  layout?: 'list' | 'paragraphs';
}

/**
 * The start of a console of applications (admissions, scholarships, financial aid): its list's
 * heading, the officer's queue and the console's other pages under it, and the list's "assigned to"
 * filter, for an OfficeListPage.
 */
export function useApplicationsConsoleStart(text: (key: 'console.title' | 'console.caption') => string, start: ApplicationsConsole) {
  const assignedTo = useAssignedToFilter(start.officersApi);
  const myQueue = useMyQueueLink(start.listPath);
  return {
    frame: {
      title: text('console.title'),
      caption: text('console.caption'),
      intro: <ConsoleLinks layout={start.layout} links={[myQueue, ...start.links]} />,
      api: start.api,
      clearTo: start.listPath,
    },
    assignedTo,
  };
}
