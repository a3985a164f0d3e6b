/**
 * A stable id for a record another section refers to (Subjects are keyed by the education record's
 * id). getRandomValues rather than randomUUID: the latter exists only on secure (https) pages.
 */
export function newRecordId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
