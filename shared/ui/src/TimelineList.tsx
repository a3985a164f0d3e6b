import { formatDateTime } from './format';

export interface TimelineEntry {
  /** What happened, worded. */
  title: string;
  /** Who did it, worded (the office consoles name the officer); nothing for the applicant's view. */
  by?: string | null;
  /** ISO date-time. */
  at: string;
}

/** A timeline, oldest first: what happened, who did it (for the office) and when. */
export function TimelineList({ entries }: { entries: readonly TimelineEntry[] }) {
  return (
    <ol className="pt-timeline">
      {entries.map((entry, index) => (
        <li key={index} className="pt-timeline__item">
          <span className="pt-timeline__title">{entry.title}</span> {entry.by && <span className="pt-hint">{entry.by} </span>}
          <time className="pt-timeline__time" dateTime={entry.at}>
            {formatDateTime(entry.at)}
          </time>
        </li>
      ))}
    </ol>
  );
}
