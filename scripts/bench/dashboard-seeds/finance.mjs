// The finance dashboard's part of the bench (issue 37): on top of the admissions intake
// (../dashboards.mjs intakeSql: an application fee per submitted application, 80 % received, 10 % not
// paid, 10 % waived), the fees and payments a season leaves behind — each application fee raised when
// its application was submitted and due 14 days later; waivers split between the fee-free categories'
// (raised waived, nothing to pay) and officers'; payments received online within days (a few after a
// refused or abandoned checkout page), some recorded offline; some payments still being confirmed or
// refused; entrance exam fees for one application in five; and the season's refunds to make (a second
// payment of a fee already received, a payment of a fee waived meanwhile). Then the finance
// dashboard's answers to time. (Each fee's and payment's academic year and kind are copied by the
// database's triggers, migration 0042, as for the portal's own inserts.)

/** The demo finance officer (api/src/dev/demo-data: development instances have one). */
const OFFICER = { email: 'finance.officer@example.edu', password: 'Office#Finance2026', totpSecret: 'FINANCEOFFICEDEMOTOTPSECRETAAAAA' };

/** Singapore's day of a timestamp, as the portal counts days. */
const sgDay = (column) => `((${column} AT TIME ZONE 'UTC') + interval '8 hours')::date`;

/** One year's fees and payments, in SQL, set-based. */
function financeSql(academicYear) {
  const inYear = `app.academic_year = '${academicYear}'`;
  const staff = `(SELECT id FROM staff_accounts LIMIT 1)`;
  return `
    -- Raised on submission, due 14 days on; half the waivers are a fee-free category's (nothing to pay,
    -- raised waived), half an officer's, within ten days.
    UPDATE fees fee SET created_at = app.submitted_at, due_date = ${sgDay('app.submitted_at')} + 14,
      amount_cents = CASE WHEN fee.status = 'WAIVED' AND hashtext(fee.id::text) % 2 = 0 THEN 0 ELSE fee.amount_cents END,
      waived_at = CASE WHEN fee.status = 'WAIVED' AND hashtext(fee.id::text) % 2 <> 0 THEN app.submitted_at + random() * interval '10 days' END,
      waived_by = CASE WHEN fee.status = 'WAIVED' AND hashtext(fee.id::text) % 2 <> 0 THEN ${staff} END,
      waived_reason = CASE WHEN fee.status = 'WAIVED' AND hashtext(fee.id::text) % 2 <> 0 THEN 'Financial hardship' END
    FROM applications app WHERE app.id = fee.application_id AND ${inYear};

    -- Entrance exam fees: one application in five registers, SGD 50, due when registration closes.
    INSERT INTO fees (kind, applicant_id, application_id, description, amount_cents, status, due_date, created_at)
    SELECT 'ENTRANCE_EXAM_FEE', app.applicant_id, app.id, 'Entrance exam fee', 5000,
      (ARRAY['RECEIVED','RECEIVED','RECEIVED','RECEIVED','RECEIVED','RECEIVED','RECEIVED','RECEIVED','UNPAID','WAIVED'])[1 + floor(random() * 10)::int],
      ${sgDay('app.submitted_at')} + 21, app.submitted_at + random() * interval '5 days'
    FROM applications app WHERE ${inYear} AND app.submitted_at IS NOT NULL AND random() < 0.2;
    UPDATE fees fee SET waived_at = fee.created_at + interval '2 days', waived_by = ${staff}, waived_reason = 'Financial hardship'
    FROM applications app WHERE app.id = fee.application_id AND ${inYear} AND fee.kind = 'ENTRANCE_EXAM_FEE' AND fee.status = 'WAIVED';

    -- Of the fees not paid, a few are being confirmed by the gateway or were refused.
    UPDATE fees fee SET status = CASE WHEN random() < 0.5 THEN 'SUBMITTED' ELSE 'UNSUCCESSFUL' END
    FROM applications app WHERE app.id = fee.application_id AND ${inYear} AND fee.status = 'UNPAID' AND random() < 0.1;

    -- A received fee's payment: online (card or PayNow) within days of the fee, one in twelve
    -- recorded offline (the money arrived on its day, recorded the next working day).
    INSERT INTO payments (fee_id, reference, amount_cents, gst_cents, status, method, created_at, received_at, received_on, gateway_reference, recorded_by, note)
    SELECT fee.id, 'BENCH-' || gen_random_uuid(), fee.amount_cents, round(fee.amount_cents * 0.09), 'RECEIVED', pay.method, pay.at, pay.at + interval '2 minutes',
      CASE WHEN pay.method = 'OFFLINE' THEN ${sgDay('pay.at')} - 1 END, 'bench_' || md5(fee.id::text),
      CASE WHEN pay.method = 'OFFLINE' THEN ${staff} END, CASE WHEN pay.method = 'OFFLINE' THEN 'Bank transfer' END
    FROM fees fee JOIN applications app ON app.id = fee.application_id
    CROSS JOIN LATERAL (SELECT CASE WHEN random() < 1.0 / 12 THEN 'OFFLINE' ELSE 'GATEWAY' END AS method, fee.created_at + (random() ^ 2) * interval '13 days' AS at) pay
    WHERE ${inYear} AND fee.status = 'RECEIVED';

    -- Checkout pages abandoned or refused before a fee was paid or given up on (one fee in six).
    INSERT INTO payments (fee_id, reference, amount_cents, gst_cents, status, method, created_at, failed_at)
    SELECT fee.id, 'BENCH-' || gen_random_uuid(), fee.amount_cents, round(fee.amount_cents * 0.09), CASE WHEN random() < 0.7 THEN 'EXPIRED' ELSE 'UNSUCCESSFUL' END, 'GATEWAY',
      fee.created_at + interval '1 hour', fee.created_at + interval '2 hours'
    FROM fees fee JOIN applications app ON app.id = fee.application_id
    WHERE ${inYear} AND fee.amount_cents > 0 AND (fee.status = 'UNSUCCESSFUL' OR (fee.status IN ('RECEIVED', 'UNPAID') AND random() < 1.0 / 6));

    -- The payment waiting for the gateway's confirmation of a fee being confirmed.
    INSERT INTO payments (fee_id, reference, amount_cents, gst_cents, status, method, created_at, submitted_at)
    SELECT fee.id, 'BENCH-' || gen_random_uuid(), fee.amount_cents, round(fee.amount_cents * 0.09), 'SUBMITTED', 'GATEWAY', fee.created_at + interval '3 hours', fee.created_at + interval '3 hours'
    FROM fees fee JOIN applications app ON app.id = fee.application_id WHERE ${inYear} AND fee.status = 'SUBMITTED';

    -- Refunds to make: paid online again after the fee was received (one in 200), or paid after an
    -- officer waived it (one in 20 of those).
    -- Marked to refund, as settle.ts marks them.
    INSERT INTO payments (fee_id, reference, amount_cents, gst_cents, status, method, created_at, received_at, gateway_reference, refund_due)
    SELECT fee.id, 'BENCH-' || gen_random_uuid(), fee.amount_cents, round(fee.amount_cents * 0.09), 'RECEIVED', 'GATEWAY', paid.at, paid.at + interval '2 minutes', 'bench_again_' || md5(fee.id::text), true
    FROM fees fee JOIN applications app ON app.id = fee.application_id
    CROSS JOIN LATERAL (SELECT coalesce(fee.waived_at, fee.created_at) + interval '1 day' + random() * interval '5 days' AS at) paid
    WHERE ${inYear} AND fee.amount_cents > 0 AND ((fee.status = 'RECEIVED' AND random() < 0.005) OR (fee.status = 'WAIVED' AND random() < 0.05));`;
}

export const dashboard = {
  name: 'Finance',
  officer: OFFICER,
  seed: async (client, { thisYear, lastYear }) => {
    await client.query(financeSql(lastYear));
    await client.query(financeSql(thisYear));
    return {};
  },
  queries: (_context, { thisYear }) => {
    const year = `academicYear=${encodeURIComponent(thisYear)}`;
    return [
      { name: 'whole year', path: `/api/office/payment/dashboard?${year}` },
      { name: 'entrance exam fees', path: `/api/office/payment/dashboard?${year}&kind=ENTRANCE_EXAM_FEE` },
      // The deadline's last fortnight (the intake's season closes at the end of February).
      { name: 'two weeks', path: `/api/office/payment/dashboard?${year}&from=15%2F02%2F${thisYear.slice(5)}&to=28%2F02%2F${thisYear.slice(5)}` },
    ];
  },
};
