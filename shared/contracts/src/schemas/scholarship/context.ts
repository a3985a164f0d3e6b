/**
 * What the scholarship sections' rules need beyond their own answers: today (award years may not be
 * in the future), the office's catalogue as it stands for this applicant (which scholarships exist,
 * are open and admit them) and the uploaded documents (the key-skill evidence). The browser and the
 * server pass the same context to the same schemas; a rule whose facts are absent is not checked.
 */
export interface ScholarshipCatalogueEntry {
  code: string;
  open: boolean;
  eligible: boolean;
}

export interface ScholarshipContext {
  /** Today, yyyy-mm-dd (the server's clock). */
  today: string;
  /** The scholarships of the application's academic year; undefined: not known (choices not checked against it). */
  scholarships?: readonly ScholarshipCatalogueEntry[];
  /** The application's documents; undefined: not known (the evidence rule is not checked). */
  documents?: ReadonlyArray<{ documentType: string; section: string; scanStatus: string }>;
}

/** The context a yup test sees (yup keeps it in options.context). */
export const scholarshipContext = (options: { context?: unknown }): ScholarshipContext | undefined =>
  options.context as ScholarshipContext | undefined;
