/**
 * The payment module's personal data (personal-data/registry.ts): the person's fees and payments for
 * their own copy (never a checkout address), and the money rule of removal. Accounting records are
 * kept 5 years (the Income Tax Act, the Companies Act): a fee with a payment, and its payments, stay —
 * detached from an application that goes, naming it in its description — and keep its applicant,
 * reduced; fees nobody paid go with their application or their applicant.
 */
import { sql } from 'kysely';
import type { PersonalDataSource } from '../../personal-data/registry';

export const paymentPersonalData: PersonalDataSource = {
  domain: 'payment',
  copy: {
    async read(db, { applicantId }) {
      if (!applicantId) return {};
      const fees = await db
        .selectFrom('fees as fee')
        .leftJoin('applications as application', 'application.id', 'fee.application_id')
        .select([
          'fee.id',
          'fee.kind',
          'fee.description',
          'fee.amount_cents',
          'fee.currency',
          'fee.status',
          sql<string | null>`fee.due_date::text`.as('due_date'),
          'fee.created_at',
          'fee.waived_reason',
          'fee.waived_at',
          'application.application_number',
        ])
        .where('fee.applicant_id', '=', applicantId)
        .orderBy('fee.created_at')
        .orderBy('fee.id')
        .execute();
      const payments = fees.length
        ? await db
            .selectFrom('payments')
            .select(['id', 'fee_id', 'reference', 'amount_cents', 'gst_cents', 'currency', 'method', 'status', 'created_at', 'submitted_at', 'received_at', sql<string | null>`received_on::text`.as('received_on'), 'failed_at'])
            .where(
              'fee_id',
              'in',
              fees.map((fee) => fee.id),
            )
            .orderBy('created_at')
            .orderBy('id')
            .execute()
        : [];
      return {
        fees: fees.map((fee) => ({
          id: fee.id,
          kind: fee.kind,
          description: fee.description,
          amountCents: fee.amount_cents,
          currency: fee.currency,
          status: fee.status,
          dueDate: fee.due_date,
          raisedAt: fee.created_at,
          waivedReason: fee.waived_reason,
          waivedAt: fee.waived_at,
          applicationNumber: fee.application_number,
        })),
        payments: payments.map((payment) => ({
          id: payment.id,
          feeId: payment.fee_id,
          reference: payment.reference,
          amountCents: payment.amount_cents,
          gstCents: payment.gst_cents,
          currency: payment.currency,
          method: payment.method,
          status: payment.status,
          createdAt: payment.created_at,
          submittedAt: payment.submitted_at,
          receivedAt: payment.received_at,
          receivedOn: payment.received_on,
          failedAt: payment.failed_at,
        })),
      };
    },
  },
  removal: {
    // A paid fee keeps its own record: it leaves the application, naming it in its description.
    async beforeApplicationsRemoved(tx, applicationIds) {
      await sql`
        UPDATE fees SET application_id = NULL, exam_registration_id = NULL,
          description = fees.description || ' (application ' || app.application_number || ')'
        FROM applications app
        WHERE app.id = fees.application_id AND fees.application_id IN (${sql.join(applicationIds)})
          AND EXISTS (SELECT 1 FROM payments WHERE payments.fee_id = fees.id)`.execute(tx);
    },
    async keepsPerson(db, applicantId) {
      const paid = await db
        .selectFrom('fees')
        .select('fees.id')
        .where('fees.applicant_id', '=', applicantId)
        .where(({ exists, selectFrom }) => exists(selectFrom('payments').select('payments.id').whereRef('payments.fee_id', '=', 'fees.id')))
        .executeTakeFirst();
      return Boolean(paid);
    },
    async removePerson(tx, applicantId, outcome) {
      if (outcome === 'REDUCED') await sql`DELETE FROM fees WHERE applicant_id = ${applicantId} AND NOT EXISTS (SELECT 1 FROM payments WHERE payments.fee_id = fees.id)`.execute(tx);
      return [];
    },
  },
};
