/**
 * The name a document is shown and downloaded under. It is display text only (storage uses random
 * keys), but it travels to staff screens and Content-Disposition headers, so anything that could
 * hide or reorder characters, act as a path or upset a file system is taken out, and the extension
 * is made to match what the content really is (a PNG sent as "scan.pdf" is offered as "scan.png",
 * so it opens in the right program).
 */
import type { DocumentSummary } from '@portal/contracts/forms';

export type DocumentMediaType = DocumentSummary['mediaType'];

const EXTENSIONS: Record<DocumentMediaType, readonly string[]> = {
  'application/pdf': ['.pdf'],
  'image/jpeg': ['.jpg', '.jpeg'],
  'image/png': ['.png'],
};

/** Long enough for any real name, short enough for a table column and every file system. */
export const MAX_FILE_NAME_CHARACTERS = 120;

// Controls, formatting characters (bidi overrides, zero-width joiners), lone surrogates, non-characters.
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Cs}\p{Noncharacter_Code_Point}]/gu;
// Characters Windows refuses in names, and the quote and backslash that headers treat specially.
const UNSAFE = /[<>:"/\\|?*]/g;

/** A name that is one plain path part on any system: invisible characters gone, unsafe ones as `_`, no leading dots. */
export function plainFileName(name: string): string {
  return name.normalize('NFC').replace(INVISIBLE, '').replace(UNSAFE, '_').replace(/\s+/g, ' ').trim().replace(/^\.+/, '');
}

export function displayFileName(clientName: string | undefined, mediaType: DocumentMediaType): string {
  // Browsers send a bare name, but some old ones send a whole path: keep its last part.
  const lastPart = (clientName ?? '').split(/[/\\]/).pop() ?? '';
  const cleaned = plainFileName(lastPart);

  const allowed = EXTENSIONS[mediaType];
  const dot = cleaned.lastIndexOf('.');
  const extension = dot > 0 ? cleaned.slice(dot).toLowerCase() : '';
  const isDocumentExtension = Object.values(EXTENSIONS).some((list) => list.includes(extension));
  // "scan.pdf" holding a PNG loses ".pdf"; "report.v2" keeps ".v2" as part of its name.
  const stem = (isDocumentExtension ? cleaned.slice(0, dot) : cleaned).trim();
  const finalExtension = allowed.includes(extension) ? extension : allowed[0]!;

  const characters = Array.from(stem || 'document');
  const room = MAX_FILE_NAME_CHARACTERS - finalExtension.length;
  return `${characters.slice(0, room).join('').trim()}${finalExtension}`;
}
