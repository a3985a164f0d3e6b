/**
 * Work shared among officers (issue 37): an application assigned to one officer or several, each
 * officer's queue, internal notes with an optional rating, and who else has the application open.
 * The same for every console's applications (admissions, scholarships, financial aid). Notes and
 * assignments are the office's own: they are on the timeline the office reads, never on the
 * applicant's.
 */

/** The timeline's events of this work; the applicant's timeline leaves them out. */
export const OFFICE_WORK_EVENTS = ['OFFICE_ASSIGNED', 'OFFICE_UNASSIGNED', 'OFFICE_NOTE_ADDED'] as const;
export type OfficeWorkEvent = (typeof OFFICE_WORK_EVENTS)[number];
export const isOfficeWorkEvent = (kind: string): kind is OfficeWorkEvent => (OFFICE_WORK_EVENTS as readonly string[]).includes(kind);

/** A note's length: a paragraph or two for the next reader, not a file. */
export const OFFICE_NOTE_MAX = 2_000;
/** The rating an officer may give with a note: 1 (weak) to 5 (outstanding). */
export const OFFICE_RATINGS = [1, 2, 3, 4, 5] as const;
export type OfficeRating = (typeof OFFICE_RATINGS)[number];

/** How often an open application page says it is still open, and when an officer who stopped saying so counts as gone. */
export const PRESENCE_HEARTBEAT_SECONDS = 20;
export const PRESENCE_GONE_AFTER_SECONDS = 60;

/** An officer of the console, as the others see them. */
export interface Officer {
  id: string;
  fullName: string;
}

export interface OfficeAssignee extends Officer {
  assignedAt: string;
  /** Who assigned them (themselves, often). */
  assignedBy: string;
}

export interface OfficeNote {
  id: string;
  /** The officer who wrote it, by name. */
  by: string;
  at: string;
  body: string;
  rating: OfficeRating | null;
}

/** Another officer with the application open now. */
export interface PresentOfficer {
  fullName: string;
  /** When they opened it. */
  since: string;
}

/** GET …/work: what the office shares about one application. */
export interface SharedWork {
  assignees: OfficeAssignee[];
  /** Newest first. */
  notes: OfficeNote[];
  /** The officers who may be assigned (active, of this console), by name. */
  officers: Officer[];
  /** The officer asking, so the page can offer "Assign to me". */
  me: string;
}

/** A list's "assigned to" filter: my queue, nobody's, or one officer's (their id). */
export const ASSIGNED_TO_ME = 'me';
export const ASSIGNED_TO_NOBODY = 'nobody';
