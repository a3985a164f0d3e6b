/**
 * Who is reading a submitted application, and where its API lives: the applicant through
 * /admission/applications/{number}, the admissions console through /office/admission/applications/{number}.
 * The pages are the same (the spec's "same read-only view"); only the source and a few extras differ.
 */
import { createContext, useContext } from 'react';
import type { FeeStatus } from '@portal/contracts/api';
import { paths } from '../paths';

export interface ApplicationReader {
  audience: 'applicant' | 'office';
  /** The API base of one application's routes (the shared client adds /api). */
  api: (number: string) => string;
  /** The office's list row (submitted at, fee, outcome); the applicant's view reads its own list instead. */
  record?: { submittedAt: string | null; feeStatus: FeeStatus; offerStatus: string | null };
}

export const APPLICANT_READER: ApplicationReader = { audience: 'applicant', api: paths.api };

export const ApplicationReaderContext = createContext<ApplicationReader>(APPLICANT_READER);

export const useApplicationReader = () => useContext(ApplicationReaderContext);
