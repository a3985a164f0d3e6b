/**
 * Migration 0036: an entrance exam's time was free text ("09:00 to 11:00", "2pm - 4.30pm"); it
 * becomes a start and an optional end, hh:mm 24-hour. This reads the first two clock times the text
 * gives (am/pm honoured). Text with no clock time gives none; an end not after the start is dropped.
 * Part of a shipped migration: change it only with a new migration.
 */
export interface ExamTimes {
  startsAt: string | null;
  endsAt: string | null;
}

const CLOCK_TIME = /(\d{1,2})(?:[:.](\d{2}))?\s*(am|pm|a\.m\.|p\.m\.)?/gi;

function toHhmm(hours: number, minutes: number, meridiem: string | undefined): string | null {
  let hour = hours;
  const half = meridiem?.toLowerCase().replaceAll('.', '');
  if (half) {
    if (hour < 1 || hour > 12) return null;
    hour = (hour % 12) + (half === 'pm' ? 12 : 0);
  }
  if (hour > 23 || minutes > 59) return null;
  return `${String(hour).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`;
}

export function legacyExamTimes(text: string): ExamTimes {
  const times: string[] = [];
  for (const match of text.matchAll(CLOCK_TIME)) {
    const [, hours, minutes, meridiem] = match;
    // A bare number ("Hall 2") is not a time; a time has minutes or am/pm.
    if (minutes === undefined && meridiem === undefined) continue;
    const time = toHhmm(Number(hours), Number(minutes ?? 0), meridiem);
    if (time) times.push(time);
    if (times.length === 2) break;
  }
  const [startsAt = null, endsAt = null] = times;
  return { startsAt, endsAt: startsAt && endsAt && endsAt > startsAt ? endsAt : null };
}
