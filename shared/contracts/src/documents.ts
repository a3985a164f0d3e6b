/** Uploaded documents, whichever form they belong to. */

/** A file counts once it is stored and not found infected (scanned clean, or no scanner configured). */
export const isUsableScan = (scanStatus: string): boolean => scanStatus === 'CLEAN' || scanStatus === 'NOT_SCANNED';
