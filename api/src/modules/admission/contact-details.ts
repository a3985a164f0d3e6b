/**
 * Contact details after submission (spec 1 "Updating contact details"). The submitted snapshot stays
 * as sent; each change is a row of contact_updates (the newest is current, the others its history),
 * and the applicant's record takes the new e-mail address, which every later e-mail, the PIN reset and
 * the number enquiry use. Both the old and the new address are told of the change.
 */
import type { CurrentContactDetails } from '@portal/contracts/admission/api';
import { addressLines, phoneWord } from '@portal/contracts/admission/summary/personal-particulars';
import type { Language } from '@portal/contracts/languages';
import { addressText } from '@portal/contracts/list-words';
import type { ContactDetails } from '@portal/contracts/schemas/admission/contact-details';
import type { Db } from '../../db/database';
import { recordEvent } from '../../forms/timeline';
import { applicantToWrite } from '../../mail/applicant-name';
import { enqueueMail } from '../../mail/outbox';
import { contactUpdatedMail } from './after-submission-mail';
import { officeDateTime } from '../../mail/office-dates';
import { formRef, type OwnedApplication } from './owned-application';

const EMPTY_ADDRESS = { country: '', postalCode: '', line1: '', line2: '', city: '' };
const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The newest update, else the submitted Personal Particulars (the applicant's record for the e-mail address). */
export async function currentContactDetails(db: Db, application: Pick<OwnedApplication, 'id' | 'applicantId'>): Promise<CurrentContactDetails> {
  const latest = await db
    .selectFrom('contact_updates')
    .select(['email', 'mobile', 'address', 'updated_at'])
    .where('application_id', '=', application.id)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (latest) return { email: latest.email, mobile: latest.mobile, address: { ...EMPTY_ADDRESS, ...latest.address }, updatedAt: latest.updated_at.toISOString() };
  const row = await db
    .selectFrom('applications as app')
    .innerJoin('applicants as a', 'a.id', 'app.applicant_id')
    .select(['app.submission', 'a.email'])
    .where('app.id', '=', application.id)
    .executeTakeFirstOrThrow();
  const sections = (row.submission?.sections ?? {}) as { personalParticulars?: Record<string, unknown> };
  const particulars = sections.personalParticulars ?? {};
  const mobile = (particulars.mobile ?? {}) as Record<string, unknown>;
  const address = (particulars.address ?? {}) as Record<string, unknown>;
  return {
    email: row.email,
    mobile: { countryCode: text(mobile.countryCode), number: text(mobile.number) },
    address: { country: text(address.country), postalCode: text(address.postalCode), line1: text(address.line1), line2: text(address.line2), city: text(address.city) },
    updatedAt: null,
  };
}

export interface ContactUpdate {
  application: OwnedApplication;
  details: ContactDetails;
  now: Date;
  language: Language;
  /** The submitted application's page, for the e-mails. */
  link: string;
}

/** Stores the new details, notes the change in the timeline and e-mails the acknowledgement to the new address and, when it changed, the old one. */
export async function updateContactDetails(db: Db, update: ContactUpdate): Promise<CurrentContactDetails> {
  const { application, details, now } = update;
  const address = { ...EMPTY_ADDRESS, ...details.address } as CurrentContactDetails['address'];
  const mobile = { countryCode: details.mobile.countryCode, number: details.mobile.number };
  await db.transaction().execute(async (tx) => {
    const applicant = await applicantToWrite(tx, application.applicantId);
    await tx
      .insertInto('contact_updates')
      .values({ application_id: application.id, email: details.email, previous_email: applicant.email, mobile: JSON.stringify(mobile), address: JSON.stringify(address), updated_at: now })
      .execute();
    await tx.updateTable('applicants').set({ email: details.email }).where('id', '=', application.applicantId).execute();
    await recordEvent(tx, formRef(application), { kind: 'CONTACT_DETAILS_UPDATED', actor: 'APPLICANT', at: now });
    const changedAddress = applicant.email.trim().toLowerCase() !== details.email.trim().toLowerCase();
    const recipients = changedAddress ? [details.email, applicant.email] : [details.email];
    for (const to of recipients) {
      const mail = contactUpdatedMail(to, update.language, {
        name: applicant.name,
        applicationNumber: application.applicationNumber,
        updatedAt: officeDateTime(now, update.language),
        email: details.email,
        mobile: phoneWord(mobile),
        address: addressText(addressLines(address, update.language), update.language),
        link: update.link,
        toOldAddress: to !== details.email,
      });
      await enqueueMail(tx, mail, now);
    }
  });
  return { email: details.email, mobile, address, updatedAt: now.toISOString() };
}
