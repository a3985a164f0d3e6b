/**
 * An applicant's "download my data" (issue 38, PDPA access): what the "Your data" page shows and the
 * routes it calls. The API writes the ZIP (api/src/modules/my-data); the shell shows the page
 * (shell/src/applicant/MyDataPage.tsx).
 */

/**
 * How many downloads one person may ask for in an hour, counted per applicant (or e-mail account),
 * never per network address: only the signed-in person can use up their own downloads.
 */
export const MY_DATA_DOWNLOADS_PER_HOUR = 5;

/** How long a download asked for may wait before it starts (the page starts it at once). */
export const MY_DATA_START_SECONDS = 120;

/** What the portal holds about the signed-in person, counted (GET /api/applicant/my-data). */
export interface MyDataHoldings {
  admissionApplications: number;
  scholarshipApplications: number;
  financialAidApplications: number;
  documents: number;
  timelineEvents: number;
  fees: number;
  payments: number;
  emails: number;
  /** E-mail login accounts and linked social accounts. */
  signInMethods: number;
}

/** A download asked for earlier: when, and whether the whole ZIP was sent. */
export interface MyDataDownloadRecord {
  requestedAt: string;
  startedAt: string | null;
  finishedAt: string | null;
  completed: boolean;
}

export interface MyDataOverview {
  holdings: MyDataHoldings;
  /** The latest downloads, newest first. */
  downloads: MyDataDownloadRecord[];
  limit: {
    perHour: number;
    /** Downloads left in the current hour. */
    remaining: number;
    /** When the next one may be asked for, when none is left; null otherwise. */
    nextAt: string | null;
  };
}

/** POST /api/applicant/my-data/downloads: the download asked for, and the address that sends its ZIP (to open at once). */
export interface MyDataDownloadStart {
  id: string;
  href: string;
  startBy: string;
}

/** The routes, under the API's /api prefix (the browser's http client adds it). */
export const MY_DATA_ROUTES = {
  overview: '/applicant/my-data',
  downloads: '/applicant/my-data/downloads',
  download: (id: string) => `/api/applicant/my-data/downloads/${encodeURIComponent(id)}`,
} as const;
