/**
 * One's own copy of their data as a ZIP, written as it is sent (archiver's streaming writer): every
 * entry waits until the one before has gone into the archive, and the archive waits for the reader,
 * so memory holds one entry at a time — a document (5 MB at most) is read whole only to check it
 * against the SHA-256 recorded at its upload before any of it goes out, as a single download does.
 * A document that fails the check, or a receipt that cannot be made now, is left out and said so (in
 * documents.json, payments.json and the README) rather than breaking the whole download.
 */
import { Readable } from 'node:stream';
import archiver from 'archiver';
import { DOCUMENT_LIMITS, type DocumentSummary } from '@portal/contracts/forms';
import type { Language } from '@portal/contracts/languages';
import type { FastifyBaseLogger } from 'fastify';
import { plainFileName } from '../../files/file-names';
import { FileMissingError, IntegrityError, readVerified, type FileStorage } from '../../files/storage';
import { officeDateTime } from '../../mail/office-dates';
import type { PdfSection } from '../../pdf/model';
import type { ApplicationKind, HeldApplication, HeldDocument, Holdings } from '../../personal-data/holdings';
import { applicationPage, statusWords, wordedAnswers, type ArchivedDocument } from './readable';
import { MY_DATA_WORDS } from './words';

export interface ArchiveInput {
  holdings: Holdings;
  language: Language;
  now: Date;
  storage: FileStorage;
  log: FastifyBaseLogger;
  /** A received payment's receipt as a PDF in the archive's language; throws when it cannot be made now. */
  receipt(paymentId: string): Promise<Buffer | null>;
}

const KIND_FILE_NAMES: Record<ApplicationKind, string> = { ADMISSION: 'admission', SCHOLARSHIP: 'scholarship', FINANCIAL_AID: 'financial-aid' };

/** A name that is one plain path part on any system (as an upload's name is made), not too long. */
export function safeEntryName(name: string, fallback: string): string {
  const cleaned = Array.from(plainFileName(name));
  return cleaned.length ? cleaned.slice(0, 100).join('') : fallback;
}

/** The file stem of each application: admission-24000001, scholarship-SCH-2027-000001, financial-aid-draft-1. */
function applicationStems(applications: HeldApplication[]): Map<HeldApplication, string> {
  const drafts = new Map<ApplicationKind, number>();
  return new Map(
    applications.map((application) => {
      let reference = application.reference?.replace(/[^A-Za-z0-9-]/g, '-');
      if (!reference) {
        const count = (drafts.get(application.kind) ?? 0) + 1;
        drafts.set(application.kind, count);
        reference = `draft-${count}`;
      }
      return [application, `${KIND_FILE_NAMES[application.kind]}-${reference}`];
    }),
  );
}

const toSummary = (document: HeldDocument): DocumentSummary => ({
  id: document.id,
  section: document.section,
  documentType: document.documentType,
  fileName: document.fileName,
  mediaType: document.mediaType as DocumentSummary['mediaType'],
  sizeBytes: document.sizeBytes,
  scanStatus: document.scanStatus,
  uploadedAt: document.uploadedAt.toISOString(),
});

const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

class ArchiveAbandoned extends Error {}

/** Adds one entry and resolves once the archive has taken it in (which waits for the reader). */
function addEntry(archive: archiver.Archiver, content: Buffer | string, name: string, date: Date): Promise<void> {
  return new Promise((resolve, reject) => {
    const settle = (outcome: () => void) => {
      archive.off('entry', onEntry);
      archive.off('close', onClose);
      archive.off('error', onError);
      outcome();
    };
    const onEntry = () => settle(resolve);
    const onClose = () => settle(() => reject(new ArchiveAbandoned()));
    const onError = (error: Error) => settle(() => reject(error));
    archive.on('entry', onEntry);
    archive.on('close', onClose);
    archive.on('error', onError);
    archive.append(content, { name, date });
  });
}

/**
 * The archive as a stream. `ended` learns whether it was read to its end (false: the download was
 * broken off or failed) before the stream ends, so the download is on record by the time the
 * browser has the last byte.
 */
export function myDataArchive(input: ArchiveInput, ended: (completed: boolean) => Promise<void>): Readable {
  const archive = archiver('zip', { zlib: { level: 6 } });
  void write(archive, input).catch((error: unknown) => {
    if (error instanceof ArchiveAbandoned) return;
    input.log.error({ err: error }, 'a copy of personal data could not be written');
    archive.destroy(error as Error);
  });
  async function* sent(): AsyncGenerator<Buffer> {
    let completed = false;
    try {
      // Leaving the loop early (the reader gone) destroys the archive, which ends the writing.
      for await (const chunk of archive as AsyncIterable<Buffer>) yield chunk;
      completed = true;
    } finally {
      await ended(completed);
    }
  }
  return Readable.from(sent(), { objectMode: false });
}

async function write(archive: archiver.Archiver, input: ArchiveInput): Promise<void> {
  const { holdings, language, now } = input;
  const add = (content: Buffer | string, name: string) => addEntry(archive, content, name, now);
  const stems = applicationStems(holdings.applications);
  const stemOf = new Map(holdings.applications.map((application) => [application.formId, stems.get(application)!]));

  await add(
    json({
      exportedAt: now,
      person: holdings.person,
      loginAccounts: holdings.loginAccounts,
      socialAccounts: holdings.socialAccounts,
      pinSignIns: holdings.pinSignIns.map((applicationNumber) => ({ applicationNumber, note: 'PIN set (the PIN itself is never stored, only a one-way hash)' })),
    }),
    'account.json',
  );

  // The documents, one at a time, each checked against its upload's SHA-256 before it goes out.
  const archived = new Map<string, ArchivedDocument>();
  let missingDocuments = 0;
  for (const [index, document] of holdings.documents.entries()) {
    const path = `documents/${String(index + 1).padStart(3, '0')}-${safeEntryName(document.fileName, 'document')}`;
    let content: Buffer;
    try {
      content = await readVerified(input.storage, document.storageKey, document.sha256, DOCUMENT_LIMITS.maxBytes);
    } catch (error) {
      if (!(error instanceof IntegrityError || error instanceof FileMissingError)) throw error;
      input.log.error({ documentId: document.id, reason: error.message }, 'a stored document failed its integrity check (copy of personal data)');
      archived.set(document.id, { summary: toSummary(document), path: null });
      missingDocuments += 1;
      continue;
    }
    await add(content, path);
    archived.set(document.id, { summary: toSummary(document), path });
  }
  const documentEntry = (document: HeldDocument) => ({
    file: archived.get(document.id)?.path ?? null,
    copied: Boolean(archived.get(document.id)?.path),
    application: document.applicationFormId ? (stemOf.get(document.applicationFormId) ?? null) : null,
    formKind: document.formKind,
    section: document.section,
    documentType: document.documentType,
    fileName: document.fileName,
    mediaType: document.mediaType,
    sizeBytes: document.sizeBytes,
    sha256: document.sha256,
    uploadedAt: document.uploadedAt,
  });
  await add(json(holdings.documents.map(documentEntry)), 'documents.json');

  const words = MY_DATA_WORDS[language];
  for (const application of holdings.applications) {
    const stem = stems.get(application)!;
    const documents = holdings.documents.filter((document) => document.applicationFormId === application.formId);
    const ownDocuments = documents.filter((document) => document.formKind === application.kind).map(toSummary);
    await add(
      json({
        kind: application.kind,
        reference: application.reference,
        status: application.status,
        academicYear: application.academicYear,
        admissionApplicationNumber: application.admissionApplicationNumber,
        startedAt: application.createdAt,
        submittedAt: application.submittedAt,
        ...application.details,
        answers: application.sections,
        answersAsSubmitted: application.submission,
        documents: documents.map(documentEntry),
        timeline: application.timeline,
      }),
      `applications/${stem}.json`,
    );
    let sections: PdfSection[] | null;
    try {
      sections = wordedAnswers(application, ownDocuments, language, holdings.scholarshipNames[application.academicYear] ?? {});
    } catch (error) {
      // An answer no summary can read (data from before a form changed) is still in the JSON.
      input.log.warn({ err: error, kind: application.kind }, 'an application could not be worded for a copy of personal data');
      sections = null;
    }
    const title = `${words.kinds[application.kind]} ${application.reference ?? ''}`.trim();
    await add(
      applicationPage({ application, title, sections, documents: documents.map((document) => archived.get(document.id)!), language }),
      `applications/${stem}.html`,
    );
  }

  await add(
    json(
      holdings.applications.map((application) => ({
        application: stems.get(application),
        kind: application.kind,
        reference: application.reference,
        status: statusWords(application.kind, application.status, language),
        events: application.timeline,
      })),
    ),
    'timeline.json',
  );

  // Receipts of the payments received, printed as the receipt route prints them.
  const receipts = new Map<string, string | null>();
  let missingReceipts = 0;
  for (const payment of holdings.payments.filter((candidate) => candidate.status === 'RECEIVED')) {
    const path = `receipts/receipt-${safeEntryName(payment.reference, payment.id)}.pdf`;
    let pdf: Buffer | null;
    try {
      pdf = await input.receipt(payment.id);
    } catch (error) {
      input.log.warn({ err: error, paymentId: payment.id }, 'a receipt could not be made for a copy of personal data');
      receipts.set(payment.id, null);
      missingReceipts += 1;
      continue;
    }
    if (!pdf) continue;
    await add(pdf, path);
    receipts.set(payment.id, path);
  }
  await add(
    json({
      fees: holdings.fees,
      payments: holdings.payments.map((payment) => ({ ...payment, receipt: receipts.get(payment.id) ?? null })),
    }),
    'payments.json',
  );
  await add(json(holdings.emails), 'emails.json');

  const readme = words.readme;
  const lines = [
    readme.title,
    '',
    readme.intro(officeDateTime(now, language)),
    '',
    ...(missingDocuments ? [readme.missingDocuments(missingDocuments), ''] : []),
    ...(missingReceipts ? [readme.missingReceipts(missingReceipts), ''] : []),
    readme.files,
    '',
    ...readme.entries.flatMap(([file, about]) => [file, `  ${about}`, '']),
    readme.notes,
    '',
    readme.contact,
    '',
  ];
  // A byte-order mark and Windows line ends, so Notepad shows the Chinese and the lines as written.
  await add(`\ufeff${lines.join('\r\n')}`, 'README.txt');
  await archive.finalize();
}
