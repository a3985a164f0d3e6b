/** The timeline as the office sees it: the officer behind each office event is named. */
export interface OfficeTimelineEvent {
  kind: string;
  occurredAt: string;
  actor: 'APPLICANT' | 'OFFICE' | 'SYSTEM';
  params: Record<string, string | number>;
  staffName: string | null;
}
