/**
 * A scholarship application's timeline as it is served: an event that concerns one scholarship
 * records its code, and gets the scholarship's name in both languages beside it (shared/contracts
 * scholarship/timeline.ts), so no page has to show the code. Names are read when the timeline is
 * read, so events recorded before issue 35 are named too.
 */
import { SCHOLARSHIP_CODE_PARAM, SCHOLARSHIP_NAME_PARAMS } from '@portal/contracts/scholarship/timeline';
import type { Db } from '../../db/database';

type Event = { kind: string; params: Record<string, string | number> };

const codeOf = (event: Event): string | null => {
  const param = SCHOLARSHIP_CODE_PARAM[event.kind as keyof typeof SCHOLARSHIP_CODE_PARAM];
  const code = param ? event.params[param] : undefined;
  return typeof code === 'string' && code ? code : null;
};

/** The events with the names of the scholarships (of the application's academic year) they concern. */
export async function withScholarshipNames<E extends Event>(db: Db, academicYear: string, events: E[]): Promise<E[]> {
  const codes = [...new Set(events.map(codeOf).filter((code): code is string => code !== null))];
  if (!codes.length) return events;
  const rows = await db.selectFrom('scholarships').select(['code', 'name_en', 'name_zh']).where('academic_year', '=', academicYear).where('code', 'in', codes).execute();
  const names = new Map(rows.map((row) => [row.code, row]));
  return events.map((event) => {
    const named = names.get(codeOf(event) ?? '');
    if (!named) return event;
    return { ...event, params: { ...event.params, [SCHOLARSHIP_NAME_PARAMS['en-GB']]: named.name_en, [SCHOLARSHIP_NAME_PARAMS['zh-Hans']]: named.name_zh } };
  });
}
