/**
 * A one-event iCalendar file (RFC 5545) for a chosen interview or test slot. Written here rather
 * than with a library: one VEVENT needs only the rules below, each from the RFC —
 * - lines end with CRLF (3.1) and are folded at 75 octets, never inside a UTF-8 character, with
 *   the continuation starting with one space (3.1);
 * - TEXT values escape backslash, semicolon, comma and line breaks (3.3.11);
 * - times are UTC ("Z" form, 3.3.5), so no VTIMEZONE is needed and every calendar shows local time;
 * - UID is stable for the same invitation and slot (3.8.4.7): downloading again updates the event
 *   instead of adding a second one; DTSTAMP is when the slot was chosen.
 */
export interface CalendarEvent {
  uid: string;
  stamp: Date;
  start: Date;
  durationMinutes: number;
  summary: string;
  description?: string;
  location?: string;
  url?: string;
}

const utc = (date: Date) => date.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');

export const escapeText = (value: string) => value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r\n|\r|\n/g, '\\n');

/** Folds one content line into chunks of at most 75 octets (the first) and 74 + the leading space (the rest). */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char, 'utf8');
    const limit = parts.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

export function calendarFile(event: CalendarEvent): string {
  const end = new Date(event.start.getTime() + event.durationMinutes * 60_000);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Office of Admissions//Undergraduate Applicant Portal//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${utc(event.stamp)}`,
    `DTSTART:${utc(event.start)}`,
    `DTEND:${utc(end)}`,
    `SUMMARY:${escapeText(event.summary)}`,
    ...(event.description ? [`DESCRIPTION:${escapeText(event.description)}`] : []),
    ...(event.location ? [`LOCATION:${escapeText(event.location)}`] : []),
    // URL is a URI value, not TEXT: nothing to escape (the schema allows https links without spaces).
    ...(event.url ? [`URL:${event.url}`] : []),
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join('\r\n') + '\r\n';
}
