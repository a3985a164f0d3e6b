/** Who defined and changed a scholarship, and what they set (the staff audit trail), oldest first. */
import { useApiQuery } from '@portal/http/use-api-query';
import { formatDateTime } from '@portal/ui/format';
import { QueryResult } from '@portal/ui/QueryResult';
import { TimelineList } from '@portal/ui/TimelineList';
import { TitledSection } from '@portal/ui/TitledSection';
import { officeApi } from '../office-api';
import { scholarshipOfficeText } from '../office-text';

interface HistoryEntry {
  action: string;
  params: Record<string, unknown>;
  staffName: string;
  occurredAt: string;
}

const KNOWN_ACTIONS = ['SCHOLARSHIP_DEFINED', 'SCHOLARSHIP_CHANGED'] as const;

export function ScholarshipHistory({ id }: { id: string }) {
  const text = scholarshipOfficeText.useText();
  const history = useApiQuery<HistoryEntry[]>(officeApi.history(id));
  const title = (entry: HistoryEntry) => {
    const action = KNOWN_ACTIONS.find((known) => known === entry.action);
    if (!action) return entry.action;
    const { opensAt, closesAt } = entry.params;
    const dates = typeof opensAt === 'string' && typeof closesAt === 'string' ? text('history.dates', { opens: formatDateTime(opensAt), closes: formatDateTime(closesAt) }) : '';
    return `${text(`history.${action}`)}${dates}`;
  };
  return (
    <TitledSection id="history" title={text('history.title')}>
      <QueryResult query={history} what={text('history.what')}>
        {(entries) => <TimelineList entries={entries.map((entry) => ({ title: title(entry), by: entry.staffName, at: entry.occurredAt }))} />}
      </QueryResult>
    </TitledSection>
  );
}
