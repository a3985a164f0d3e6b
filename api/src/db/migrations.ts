/**
 * Schema migrations, listed in code rather than globbed from a folder: the API ships as one
 * esbuild bundle, where there is no migrations directory to read. Append new migrations; never
 * edit one that has shipped. Plain SQL so PGlite and PostgreSQL run exactly the same statements.
 */
import { sql, type Kysely } from 'kysely';
import { Migrator, type Migration, type MigrationProvider } from 'kysely/migration';
import { syncClosedSets } from './closed-sets';
import { legacyExamTimes } from './legacy-exam-times';
import type { Database } from './schema';

/** Runs statements one by one: the extended query protocol (used with parameters) allows one per call. */
async function run(db: Kysely<unknown>, statements: string[]): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

const ADMISSION_STATUSES = `'DRAFT','SUBMITTED','UNDER_REVIEW','OFFERED','UNSUCCESSFUL','WITHDRAWN'`;
const FEE_STATUSES = `'UNPAID','SUBMITTED','RECEIVED','WAIVED','UNSUCCESSFUL'`;
/**
 * Every form kind (shared/contracts FormKind). 0017 (appeals, document requests) and 0018 (enrolment,
 * final results) both rewrite the form_kind CHECK constraints; they landed together (neither had
 * shipped), and as migrations may run unordered on a developer's database either may run last, so
 * both write this one complete list rather than each its own additions.
 */
const FORM_KINDS = `'ADMISSION','SCHOLARSHIP','FINANCIAL_AID','ENROLMENT','FINAL_RESULTS','ADMISSION_APPEAL','ADMISSION_DOCUMENT_REQUEST','FINANCIAL_AID_REQUEST','FINANCIAL_AID_DOCUMENT_REQUEST'`;

const initialSchema: Migration = {
  async up(db) {
    await run(db, [
      `CREATE TABLE applicants (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        full_name text NOT NULL,
        nric text NOT NULL,
        date_of_birth date NOT NULL,
        email text NOT NULL,
        alt_contact_name text NOT NULL,
        alt_contact_country_code text NOT NULL,
        alt_contact_area_code text,
        alt_contact_number text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`,
      `CREATE UNIQUE INDEX applicants_nric_key ON applicants (upper(nric))`,
      `CREATE TABLE applications (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        applicant_id uuid NOT NULL REFERENCES applicants (id) ON DELETE CASCADE,
        system text NOT NULL,
        application_number text NOT NULL,
        pin_hash text NOT NULL,
        category text NOT NULL,
        academic_year text NOT NULL,
        status text NOT NULL CHECK (status IN (${ADMISSION_STATUSES})),
        offer_status text,
        programme_choices jsonb NOT NULL DEFAULT '[]',
        submitted_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (system, application_number)
      )`,
      `CREATE INDEX applications_applicant_idx ON applications (applicant_id)`,
      `CREATE TABLE accounts (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        email text NOT NULL,
        password_hash text NOT NULL,
        first_name text NOT NULL,
        last_name text NOT NULL,
        system text NOT NULL,
        sub_category text NOT NULL,
        applicant_id uuid REFERENCES applicants (id) ON DELETE SET NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`,
      // Case-insensitive uniqueness without the citext extension.
      `CREATE UNIQUE INDEX accounts_email_key ON accounts (lower(email))`,
      `CREATE TABLE sessions (
        id_hash text PRIMARY KEY,
        application_id uuid REFERENCES applications (id) ON DELETE CASCADE,
        account_id uuid REFERENCES accounts (id) ON DELETE CASCADE,
        system text NOT NULL,
        sub_category text NOT NULL,
        created_at timestamptz NOT NULL,
        last_seen_at timestamptz NOT NULL,
        CHECK ((application_id IS NULL) <> (account_id IS NULL))
      )`,
      `CREATE INDEX sessions_last_seen_idx ON sessions (last_seen_at)`,
      `CREATE TABLE login_throttle (
        key text PRIMARY KEY,
        failures integer NOT NULL,
        first_failure_at timestamptz NOT NULL,
        last_failure_at timestamptz NOT NULL,
        locked_until timestamptz
      )`,
      `CREATE TABLE fees (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        kind text NOT NULL CHECK (kind IN ('APPLICATION_FEE','ENTRANCE_EXAM_FEE')),
        applicant_id uuid NOT NULL REFERENCES applicants (id) ON DELETE CASCADE,
        application_id uuid REFERENCES applications (id) ON DELETE CASCADE,
        description text NOT NULL,
        amount_cents integer NOT NULL CHECK (amount_cents >= 0),
        currency text NOT NULL DEFAULT 'SGD' CHECK (currency = 'SGD'),
        status text NOT NULL CHECK (status IN (${FEE_STATUSES})),
        due_date date,
        created_at timestamptz NOT NULL DEFAULT now()
      )`,
      `CREATE INDEX fees_applicant_idx ON fees (applicant_id)`,
      `CREATE TABLE payments (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        fee_id uuid NOT NULL REFERENCES fees (id) ON DELETE CASCADE,
        reference text NOT NULL UNIQUE,
        amount_cents integer NOT NULL CHECK (amount_cents >= 0),
        currency text NOT NULL DEFAULT 'SGD' CHECK (currency = 'SGD'),
        status text NOT NULL CHECK (status IN ('SUBMITTED','RECEIVED','UNSUCCESSFUL')),
        created_at timestamptz NOT NULL DEFAULT now()
      )`,
      `CREATE INDEX payments_fee_idx ON payments (fee_id)`,
      `CREATE TABLE scholarship_applications (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        applicant_id uuid NOT NULL REFERENCES applicants (id) ON DELETE CASCADE,
        academic_year text NOT NULL,
        status text NOT NULL CHECK (status IN ('DRAFT','SUBMITTED','SHORTLISTED','AWARDED','UNSUCCESSFUL')),
        choices jsonb NOT NULL DEFAULT '[]',
        submitted_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      )`,
      // Spec 5: only one scholarship application per applicant.
      `CREATE UNIQUE INDEX scholarship_applications_applicant_key ON scholarship_applications (applicant_id)`,
      `CREATE TABLE financial_aid_applications (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        applicant_id uuid NOT NULL REFERENCES applicants (id) ON DELETE CASCADE,
        academic_year text NOT NULL,
        status text NOT NULL CHECK (status IN ('DRAFT','SUBMITTED','ADDITIONAL_DOCUMENTS_REQUIRED','UNSUCCESSFUL','APPEAL','WITHDRAWN','AWARDED')),
        submitted_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      )`,
      `CREATE INDEX financial_aid_applications_applicant_idx ON financial_aid_applications (applicant_id)`,
      `CREATE TABLE outbox (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        to_address text NOT NULL,
        subject text NOT NULL,
        text_body text NOT NULL,
        html_body text,
        status text NOT NULL DEFAULT 'PENDING' CHECK (status IN ('PENDING','SENT','KEPT_IN_OUTBOX')),
        attempts integer NOT NULL DEFAULT 0,
        next_attempt_at timestamptz NOT NULL,
        last_error text,
        sent_at timestamptz,
        created_at timestamptz NOT NULL
      )`,
      `CREATE INDEX outbox_due_idx ON outbox (next_attempt_at) WHERE status = 'PENDING'`,
    ]);
  },
};

/**
 * Public self-service helpers (PIN reset, number enquiry, e-mail registration, social enquiry):
 * guess counters shared by every API instance, single-use hashed tokens and codes, and the social
 * sign-ins linked to an applicant.
 */
const publicSelfService: Migration = {
  async up(db) {
    await run(db, [
      // One fixed window per key ("<limit>:<subject>"): hits since window_started_at, refused once over the limit.
      `CREATE TABLE attempt_counters (
        key text PRIMARY KEY,
        hits integer NOT NULL CHECK (hits >= 0),
        window_started_at timestamptz NOT NULL,
        window_ends_at timestamptz NOT NULL
      )`,
      `CREATE INDEX attempt_counters_window_idx ON attempt_counters (window_ends_at)`,
      `CREATE TABLE pin_reset_tokens (
        token_hash text PRIMARY KEY,
        application_id uuid NOT NULL REFERENCES applications (id) ON DELETE CASCADE,
        failures integer NOT NULL DEFAULT 0 CHECK (failures >= 0),
        expires_at timestamptz NOT NULL,
        created_at timestamptz NOT NULL
      )`,
      `CREATE INDEX pin_reset_tokens_application_idx ON pin_reset_tokens (application_id)`,
      `CREATE INDEX pin_reset_tokens_expiry_idx ON pin_reset_tokens (expires_at)`,
      // One live code per (lower-cased) e-mail address: a new code replaces the old one.
      `CREATE TABLE email_otps (
        email text PRIMARY KEY CHECK (email = lower(email)),
        code_hash text NOT NULL,
        expires_at timestamptz NOT NULL,
        created_at timestamptz NOT NULL
      )`,
      `CREATE TABLE registration_grants (
        token_hash text PRIMARY KEY,
        email text NOT NULL CHECK (email = lower(email)),
        expires_at timestamptz NOT NULL,
        created_at timestamptz NOT NULL
      )`,
      `CREATE INDEX registration_grants_expiry_idx ON registration_grants (expires_at)`,
      `CREATE TABLE social_links (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        applicant_id uuid NOT NULL REFERENCES applicants (id) ON DELETE CASCADE,
        provider text NOT NULL CHECK (provider IN ('Google','Facebook','Apple','LinkedIn')),
        provider_subject text NOT NULL,
        provider_email text,
        created_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (provider, provider_subject)
      )`,
      `CREATE INDEX social_links_applicant_idx ON social_links (applicant_id)`,
    ]);
  },
};

/**
 * Sessions carry what every request needs (who is signed in, whose records they may see), so reading
 * a session is one primary-key lookup with no joins. Existing sessions are filled in, not dropped:
 * nobody is signed out by a deploy.
 */
const sessionPrincipal: Migration = {
  async up(db) {
    await run(db, [
      `ALTER TABLE sessions ADD COLUMN principal jsonb`,
      `ALTER TABLE sessions ADD COLUMN applicant_id uuid`,
      `UPDATE sessions s
         SET principal = jsonb_build_object('kind', 'application', 'applicationNumber', app.application_number, 'name', owner.full_name),
             applicant_id = app.applicant_id
        FROM applications app JOIN applicants owner ON owner.id = app.applicant_id
       WHERE app.id = s.application_id`,
      `UPDATE sessions s
         SET principal = jsonb_build_object('kind', 'account', 'email', acc.email, 'name', trim(acc.first_name || ' ' || acc.last_name)),
             applicant_id = acc.applicant_id
        FROM accounts acc
       WHERE acc.id = s.account_id`,
      `DELETE FROM sessions WHERE principal IS NULL`,
      `ALTER TABLE sessions ALTER COLUMN principal SET NOT NULL`,
    ]);
  },
};

/**
 * Sessions get an absolute end (created_at is indexed for housekeeping) and the hash of the
 * anti-forgery token issued at sign-in. Sessions from before have no token hash: they keep the plain
 * double-submit check until they end, so nobody is signed out by the deploy.
 */
const sessionHardening: Migration = {
  async up(db) {
    await run(db, [`ALTER TABLE sessions ADD COLUMN csrf_hash text`, `CREATE INDEX sessions_created_idx ON sessions (created_at)`]);
  },
};

/**
 * Sign-in limits that a stranger cannot turn against an applicant:
 * - login_throttle rows are now per account AND client ("<account>|<client>"); the old per-account
 *   and per-address rows mean nothing under the new rules and are dropped;
 * - recognised_sign_in_clients remembers the browsers (device cookie) and addresses that proved the
 *   right secret for an account, so they are slowed only by their own mistakes;
 * - e-mail codes belong to the browser that asked for them (code_request_hash, from an HttpOnly
 *   cookie), so nobody else can guess, replace or void them. Codes live five minutes: the few in flight
 *   during the deploy are dropped, and their owners ask for a new one.
 */
const signInLimits: Migration = {
  async up(db) {
    await run(db, [
      `DELETE FROM login_throttle`,
      `CREATE TABLE recognised_sign_in_clients (
        account_key text NOT NULL,
        client_key text NOT NULL,
        last_success_at timestamptz NOT NULL,
        expires_at timestamptz NOT NULL,
        PRIMARY KEY (account_key, client_key)
      )`,
      `CREATE INDEX recognised_sign_in_clients_expiry_idx ON recognised_sign_in_clients (expires_at)`,
      `DROP TABLE email_otps`,
      `CREATE TABLE email_otps (
        code_request_hash text PRIMARY KEY,
        email text NOT NULL CHECK (email = lower(email)),
        code_hash text NOT NULL,
        failures integer NOT NULL DEFAULT 0 CHECK (failures >= 0),
        expires_at timestamptz NOT NULL,
        created_at timestamptz NOT NULL
      )`,
      `CREATE INDEX email_otps_expiry_idx ON email_otps (expires_at)`,
    ]);
  },
};

/**
 * E-mails holding a one-time code or link keep it only as long as needed: the outbox records when
 * the secret expires and when the body was replaced by a notice; a message whose secret expired
 * before it could be sent is EXPIRED, never sent. Messages queued before this migration have no
 * expiry recorded and are left as they are.
 */
const outboxSecretPurge: Migration = {
  async up(db) {
    await run(db, [
      `ALTER TABLE outbox ADD COLUMN secret_expires_at timestamptz`,
      `ALTER TABLE outbox ADD COLUMN purged_at timestamptz`,
      `ALTER TABLE outbox DROP CONSTRAINT outbox_status_check`,
      `ALTER TABLE outbox ADD CONSTRAINT outbox_status_check CHECK (status IN ('PENDING','SENT','KEPT_IN_OUTBOX','EXPIRED'))`,
      `CREATE INDEX outbox_secret_expiry_idx ON outbox (secret_expires_at) WHERE purged_at IS NULL AND secret_expires_at IS NOT NULL`,
    ]);
  },
};

/**
 * The language the applicant (or account holder) chose, so e-mails reach them in it even when sent
 * from a request in another language (a PIN reset asked for at a library computer). NULL: never
 * chosen; e-mails then follow the request. Sessions carry a copy so the session info needs no join.
 */
const language: Migration = {
  async up(db) {
    // Spelled out, not built from LANGUAGES: a shipped migration must mean the same thing forever.
    const column = `language text CHECK (language IN ('en-GB','zh-Hans'))`;
    await run(db, [
      `ALTER TABLE applicants ADD COLUMN ${column}`,
      `ALTER TABLE accounts ADD COLUMN ${column}`,
      `ALTER TABLE sessions ADD COLUMN ${column}`,
    ]);
  },
};

/**
 * Long forms (admission now; scholarship and financial aid reuse the same tables): a draft's
 * sections with a version each (two tabs never silently overwrite each other), its documents and its
 * timeline. Forms are told apart by kind; form_id is the id of the form's own row (an application).
 *
 * An application now exists from the moment it is started: its PIN is chosen just after, the
 * applicant's identity details arrive with Personal Particulars, and application periods decide
 * when it may be submitted.
 */
const longForms: Migration = {
  async up(db) {
    const formKind = `form_kind text NOT NULL CHECK (form_kind IN ('ADMISSION','SCHOLARSHIP','FINANCIAL_AID'))`;
    await run(db, [
      `ALTER TABLE applicants ALTER COLUMN nric DROP NOT NULL`,
      `ALTER TABLE applicants ALTER COLUMN date_of_birth DROP NOT NULL`,
      `ALTER TABLE applicants ALTER COLUMN alt_contact_name DROP NOT NULL`,
      `ALTER TABLE applicants ALTER COLUMN alt_contact_country_code DROP NOT NULL`,
      `ALTER TABLE applicants ALTER COLUMN alt_contact_number DROP NOT NULL`,
      `ALTER TABLE applications ALTER COLUMN pin_hash DROP NOT NULL`,
      `ALTER TABLE applications ADD COLUMN sub_category text`,
      `ALTER TABLE applications ADD COLUMN eligibility jsonb`,
      `ALTER TABLE applications ADD COLUMN draft_due_at timestamptz`,
      `ALTER TABLE applications ADD COLUMN submission jsonb`,
      `CREATE SEQUENCE application_number_seq START WITH 100001 MAXVALUE 999999`,
      // One live application per applicant, system and academic year, however many tabs click Start.
      `CREATE UNIQUE INDEX applications_one_per_year ON applications (applicant_id, system, academic_year) WHERE status <> 'WITHDRAWN'`,
      `CREATE TABLE application_periods (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        system text NOT NULL,
        category text,
        academic_year text NOT NULL,
        name text NOT NULL,
        opens_at timestamptz NOT NULL,
        closes_at timestamptz NOT NULL,
        CHECK (closes_at > opens_at)
      )`,
      `CREATE INDEX application_periods_system_idx ON application_periods (system, academic_year)`,
      `CREATE TABLE form_sections (
        ${formKind},
        form_id uuid NOT NULL,
        section text NOT NULL,
        data jsonb NOT NULL,
        version integer NOT NULL CHECK (version > 0),
        marked_complete boolean NOT NULL DEFAULT false,
        state text NOT NULL CHECK (state IN ('IN_PROGRESS','COMPLETED','HAS_ERRORS')),
        updated_at timestamptz NOT NULL,
        PRIMARY KEY (form_kind, form_id, section)
      )`,
      `CREATE TABLE form_documents (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        ${formKind},
        form_id uuid NOT NULL,
        applicant_id uuid NOT NULL REFERENCES applicants (id) ON DELETE CASCADE,
        section text NOT NULL,
        document_type text NOT NULL,
        file_name text NOT NULL,
        media_type text NOT NULL,
        size_bytes integer NOT NULL CHECK (size_bytes > 0),
        sha256 text NOT NULL,
        storage_key text NOT NULL UNIQUE,
        scan_status text NOT NULL CHECK (scan_status IN ('PENDING','CLEAN','INFECTED','NOT_SCANNED','FAILED')),
        created_at timestamptz NOT NULL DEFAULT now(),
        removed_at timestamptz
      )`,
      `CREATE INDEX form_documents_form_idx ON form_documents (form_kind, form_id)`,
      // id orders events that share a timestamp (the order they were recorded in).
      `CREATE TABLE form_events (
        id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        ${formKind},
        form_id uuid NOT NULL,
        kind text NOT NULL,
        params jsonb NOT NULL DEFAULT '{}',
        actor text NOT NULL CHECK (actor IN ('APPLICANT','OFFICE','SYSTEM')),
        occurred_at timestamptz NOT NULL DEFAULT clock_timestamp()
      )`,
      `CREATE INDEX form_events_form_idx ON form_events (form_kind, form_id, occurred_at)`,
    ]);
  },
};

/**
 * Switch application: an applicant with several applications (systems or years) works on one at a
 * time; the session remembers which, so the menus and the dashboard follow it on every page and
 * after a reload. Deleting the chosen draft leaves no choice (the newest application is then shown).
 */
const chosenApplication: Migration = {
  async up(db) {
    await run(db, [`ALTER TABLE sessions ADD COLUMN chosen_application_id uuid REFERENCES applications (id) ON DELETE SET NULL`]);
  },
};

/**
 * Sign-in with OpenID Connect (national identity now, social sign-in later): each sign-in in flight
 * keeps its secrets (state, nonce, PKCE verifier, DPoP key) here, server-side, under the SHA-256 of
 * a random id held in an HttpOnly cookie; a row is used once and expires within minutes. A session
 * records when the person last proved who they are with the national identity service (the
 * identity-data screen asks for a recent one).
 */
const oidcSignIn: Migration = {
  async up(db) {
    await run(db, [
      `CREATE TABLE oidc_flows (
        id_hash text PRIMARY KEY,
        provider text NOT NULL,
        state text NOT NULL,
        nonce text NOT NULL,
        code_verifier text NOT NULL,
        dpop_key jsonb,
        system text NOT NULL,
        sub_category text NOT NULL,
        return_to text NOT NULL,
        created_at timestamptz NOT NULL,
        expires_at timestamptz NOT NULL
      )`,
      `CREATE INDEX oidc_flows_expires_idx ON oidc_flows (expires_at)`,
      `ALTER TABLE sessions ADD COLUMN identity_verified_at timestamptz`,
      // A national-identity session belongs to an applicant, not to an application number or an
      // e-mail account: it may have neither (it follows an application through chosen_application_id).
      `ALTER TABLE sessions DROP CONSTRAINT sessions_check`,
      `ALTER TABLE sessions ADD CONSTRAINT sessions_owner_check CHECK (
        (application_id IS NULL OR account_id IS NULL) AND (application_id IS NOT NULL OR account_id IS NOT NULL OR applicant_id IS NOT NULL)
      )`,
    ]);
  },
};

/**
 * Identity-data retrieval (/singpass): what the national identity service released about an
 * applicant at their last national-identity authentication, kept server-side for a few minutes so the
 * browser never carries it back (one row per applicant, replaced each time); a retrieval flow names
 * the applicant it must authenticate again; a section records which of its answers the service
 * verified (read-only to the applicant).
 */
const identityData: Migration = {
  async up(db) {
    await run(db, [
      `CREATE TABLE identity_retrievals (
        applicant_id uuid PRIMARY KEY REFERENCES applicants (id) ON DELETE CASCADE,
        person jsonb NOT NULL,
        retrieved_at timestamptz NOT NULL,
        expires_at timestamptz NOT NULL
      )`,
      `CREATE INDEX identity_retrievals_expires_idx ON identity_retrievals (expires_at)`,
      `ALTER TABLE oidc_flows ADD COLUMN applicant_id uuid REFERENCES applicants (id) ON DELETE CASCADE`,
      `ALTER TABLE form_sections ADD COLUMN verified jsonb NOT NULL DEFAULT '[]'::jsonb`,
    ]);
  },
};

/**
 * Social sign-in of someone whose social account is linked to no applicant yet: who the provider
 * says signed in waits here, server-side, under the SHA-256 of a random id held in an HttpOnly
 * cookie, until the person proves an e-mail address on the Setup Login Profile screen; a row is
 * used once and expires within minutes.
 */
const socialSignIn: Migration = {
  async up(db) {
    await run(db, [
      `CREATE TABLE social_pending (
        id_hash text PRIMARY KEY,
        provider text NOT NULL CHECK (provider IN ('Google','Facebook','Apple','LinkedIn')),
        provider_subject text NOT NULL,
        provider_email text,
        provider_name text,
        system text NOT NULL,
        sub_category text NOT NULL,
        return_to text NOT NULL,
        created_at timestamptz NOT NULL,
        expires_at timestamptz NOT NULL
      )`,
      `CREATE INDEX social_pending_expires_idx ON social_pending (expires_at)`,
    ]);
  },
};

/**
 * The office's staff (issue 10): accounts with a role per office, their sessions (separate from
 * applicants': another cookie, a shorter life) and a record of every staff action with who and when.
 * The timeline names the officer behind an office event.
 */
const officeStaff: Migration = {
  async up(db) {
    await run(db, [
      `CREATE TABLE staff_accounts (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        email text NOT NULL,
        full_name text NOT NULL,
        password_hash text NOT NULL,
        role text NOT NULL CHECK (role IN ('ADMISSIONS','SCHOLARSHIPS','FINANCIAL_AID','FINANCE','OFFICE_ADMIN')),
        active boolean NOT NULL DEFAULT true,
        created_at timestamptz NOT NULL DEFAULT now()
      )`,
      `CREATE UNIQUE INDEX staff_accounts_email_key ON staff_accounts (lower(email))`,
      `CREATE TABLE staff_sessions (
        id_hash text PRIMARY KEY,
        staff_id uuid NOT NULL REFERENCES staff_accounts (id) ON DELETE CASCADE,
        csrf_hash text NOT NULL,
        created_at timestamptz NOT NULL,
        last_seen_at timestamptz NOT NULL
      )`,
      `CREATE INDEX staff_sessions_last_seen_idx ON staff_sessions (last_seen_at)`,
      `CREATE TABLE staff_audit (
        id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        staff_id uuid NOT NULL REFERENCES staff_accounts (id),
        action text NOT NULL,
        target_kind text NOT NULL,
        target_id text NOT NULL,
        params jsonb NOT NULL DEFAULT '{}',
        occurred_at timestamptz NOT NULL
      )`,
      `CREATE INDEX staff_audit_target_idx ON staff_audit (target_kind, target_id, occurred_at)`,
      `ALTER TABLE form_events ADD COLUMN staff_id uuid REFERENCES staff_accounts (id)`,
    ]);
  },
};

/**
 * Admission outcomes (issue 10): the office records an outcome for a submitted application (an offer
 * with its programme, tuition-grant eligibility, schemes and reply due date, or unsuccessful), then
 * releases it; nothing is visible to the applicant before release. One outcome per application; the
 * applicant's reply to an offer (final once confirmed) and a lapse at the due date are kept with it.
 */
const admissionOutcomes: Migration = {
  async up(db) {
    await run(db, [
      `CREATE TABLE admission_outcomes (
        application_id uuid PRIMARY KEY REFERENCES applications (id) ON DELETE CASCADE,
        decision text NOT NULL CHECK (decision IN ('OFFERED','UNSUCCESSFUL')),
        programme text,
        major text,
        tuition_grant_eligible boolean NOT NULL DEFAULT false,
        schemes jsonb NOT NULL DEFAULT '[]',
        reply_due_at timestamptz,
        recorded_by uuid NOT NULL REFERENCES staff_accounts (id),
        recorded_at timestamptz NOT NULL,
        released_by uuid REFERENCES staff_accounts (id),
        released_at timestamptz,
        response jsonb,
        responded_at timestamptz,
        lapsed_at timestamptz,
        CHECK (decision = 'UNSUCCESSFUL' OR (programme IS NOT NULL AND reply_due_at IS NOT NULL))
      )`,
      `CREATE INDEX admission_outcomes_due_idx ON admission_outcomes (reply_due_at) WHERE released_at IS NOT NULL AND responded_at IS NULL AND lapsed_at IS NULL`,
    ]);
  },
};

/**
 * After submission. Referee references: each of an application's two nominated referees gets a row
 * when it is submitted, holding only the SHA-256 of the single-use link's token (cleared once used)
 * and, once given, the reference itself (read by the office, never by the applicant). Contact-details
 * updates: what a submitted application's applicant changed afterwards, one row per change (the
 * submitted snapshot stays as sent; the newest row is the current contact).
 */
const refereeReferences: Migration = {
  async up(db) {
    await run(db, [
      `CREATE TABLE referee_references (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        application_id uuid NOT NULL REFERENCES applications (id) ON DELETE CASCADE,
        position smallint NOT NULL CHECK (position > 0),
        referee_name text NOT NULL,
        referee_email text NOT NULL,
        referee_position text NOT NULL,
        referee_organisation text NOT NULL,
        token_hash text UNIQUE,
        token_expires_at timestamptz NOT NULL,
        requested_at timestamptz NOT NULL,
        received_at timestamptz,
        relationship text,
        known_for text,
        reference_text text,
        recommendation text,
        UNIQUE (application_id, position),
        CHECK ((received_at IS NULL) = (reference_text IS NULL))
      )`,
      `CREATE TABLE contact_updates (
        id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        application_id uuid NOT NULL REFERENCES applications (id) ON DELETE CASCADE,
        email text NOT NULL,
        previous_email text NOT NULL,
        mobile jsonb NOT NULL,
        address jsonb NOT NULL,
        updated_at timestamptz NOT NULL
      )`,
      `CREATE INDEX contact_updates_application_idx ON contact_updates (application_id, id)`,
    ]);
  },
};

/**
 * After submission (issue 10): appeals of a released outcome, interview/test invitations with their
 * slots, the office's requests for missing documents, and the waiver of an application fee.
 *
 * - An appeal starts as the applicant's DRAFT (its documents attach to it before it is sent); on
 *   submission it becomes SUBMITTED and the previous live appeal becomes REPLACED (kept, never
 *   reviewed). The office moves the live one to UNDER_REVIEW, then DECIDED with its outcome.
 * - Slots belong to the office (a panel's times), one candidate each; an invitation offers some of
 *   them to one application, so the same time can be offered to several applicants and the first
 *   to choose it takes it (taken_by_invitation, set once).
 * - A document request's files are its own form (ADMISSION_DOCUMENT_REQUEST, form_id = the request)
 *   and an appeal's too (ADMISSION_APPEAL), so the submitted application's documents stay read-only.
 */
const appealsInterviewsRequests: Migration = {
  async up(db) {
    await run(db, [
      `ALTER TABLE form_documents DROP CONSTRAINT form_documents_form_kind_check`,
      // All kinds (FORM_KINDS), not only this migration's two: see FORM_KINDS.
      `ALTER TABLE form_documents ADD CONSTRAINT form_documents_form_kind_check CHECK (form_kind IN (${FORM_KINDS}))`,
      `CREATE TABLE admission_appeals (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        application_id uuid NOT NULL REFERENCES applications (id) ON DELETE CASCADE,
        status text NOT NULL CHECK (status IN ('DRAFT','SUBMITTED','REPLACED','UNDER_REVIEW','DECIDED')),
        reason text NOT NULL DEFAULT '',
        preferred_programme text,
        preferred_major text,
        sdp boolean NOT NULL DEFAULT false,
        mdp boolean NOT NULL DEFAULT false,
        created_at timestamptz NOT NULL,
        submitted_at timestamptz,
        replaced_at timestamptz,
        review_started_by uuid REFERENCES staff_accounts (id),
        review_started_at timestamptz,
        outcome text CHECK (outcome IN ('UPHELD','DISMISSED')),
        outcome_programme text,
        outcome_major text,
        outcome_remarks text,
        decided_by uuid REFERENCES staff_accounts (id),
        decided_at timestamptz,
        CHECK ((status = 'DECIDED') = (outcome IS NOT NULL))
      )`,
      // One draft and one live appeal per application, however many tabs submit at once.
      `CREATE UNIQUE INDEX admission_appeals_one_draft ON admission_appeals (application_id) WHERE status = 'DRAFT'`,
      `CREATE UNIQUE INDEX admission_appeals_one_live ON admission_appeals (application_id) WHERE status IN ('SUBMITTED','UNDER_REVIEW','DECIDED')`,
      `CREATE INDEX admission_appeals_status_idx ON admission_appeals (status, submitted_at)`,
      `CREATE TABLE interview_slots (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        kind text NOT NULL CHECK (kind IN ('INTERVIEW','TEST')),
        starts_at timestamptz NOT NULL,
        duration_minutes integer NOT NULL CHECK (duration_minutes BETWEEN 5 AND 480),
        place text,
        video_link text,
        created_by uuid NOT NULL REFERENCES staff_accounts (id),
        created_at timestamptz NOT NULL,
        taken_by_invitation uuid,
        CHECK (place IS NOT NULL OR video_link IS NOT NULL)
      )`,
      `CREATE TABLE interview_invitations (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        application_id uuid NOT NULL REFERENCES applications (id) ON DELETE CASCADE,
        kind text NOT NULL CHECK (kind IN ('INTERVIEW','TEST')),
        message text NOT NULL DEFAULT '',
        invited_by uuid NOT NULL REFERENCES staff_accounts (id),
        invited_at timestamptz NOT NULL,
        chosen_slot_id uuid REFERENCES interview_slots (id),
        chosen_at timestamptz
      )`,
      `CREATE INDEX interview_invitations_application_idx ON interview_invitations (application_id, invited_at)`,
      `ALTER TABLE interview_slots ADD CONSTRAINT interview_slots_taken_fk FOREIGN KEY (taken_by_invitation) REFERENCES interview_invitations (id) ON DELETE SET NULL`,
      `CREATE TABLE interview_invitation_slots (
        invitation_id uuid NOT NULL REFERENCES interview_invitations (id) ON DELETE CASCADE,
        slot_id uuid NOT NULL REFERENCES interview_slots (id) ON DELETE CASCADE,
        PRIMARY KEY (invitation_id, slot_id)
      )`,
      `CREATE TABLE admission_document_requests (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        application_id uuid NOT NULL REFERENCES applications (id) ON DELETE CASCADE,
        document_types jsonb NOT NULL,
        message text NOT NULL,
        due_date date NOT NULL,
        requested_by uuid NOT NULL REFERENCES staff_accounts (id),
        requested_at timestamptz NOT NULL,
        answered_at timestamptz
      )`,
      `CREATE INDEX admission_document_requests_application_idx ON admission_document_requests (application_id, requested_at)`,
      `ALTER TABLE fees ADD COLUMN waived_reason text`,
      `ALTER TABLE fees ADD COLUMN waived_by uuid REFERENCES staff_accounts (id)`,
      `ALTER TABLE fees ADD COLUMN waived_at timestamptz`,
    ]);
  },
};

/**
 * After submission (issue 10, branch enrolment): the window in which the office lets an applicant
 * replace predicted results with actual ones, and those actual results (kept apart from the
 * submitted snapshot, which stays as received); the final cumulative GPA of polytechnic and transfer
 * applicants; and the RNS confirmation of enrolment, final once submitted. The enrolment's section
 * drafts and documents, and the GPA's results document, are long-form rows of two new form kinds.
 */
const resultsAndEnrolment: Migration = {
  async up(db) {
    // Written as 'ADMISSION','SCHOLARSHIP','FINANCIAL_AID','ENROLMENT','FINAL_RESULTS' on its branch; it
    // now writes FORM_KINDS, which also keeps 0017's 'ADMISSION_APPEAL','ADMISSION_DOCUMENT_REQUEST'
    // (this runs after 0017 on a fresh database, and would otherwise drop them from form_documents).
    const kinds = FORM_KINDS;
    await run(db, [
      ...['form_sections', 'form_documents', 'form_events'].flatMap((table) => [
        `ALTER TABLE ${table} DROP CONSTRAINT ${table}_form_kind_check`,
        `ALTER TABLE ${table} ADD CONSTRAINT ${table}_form_kind_check CHECK (form_kind IN (${kinds}))`,
      ]),
      `CREATE TABLE admission_actual_results (
        application_id uuid PRIMARY KEY REFERENCES applications (id) ON DELETE CASCADE,
        window_open boolean NOT NULL DEFAULT false,
        window_opened_at timestamptz,
        window_closes_at timestamptz,
        results jsonb,
        updated_at timestamptz
      )`,
      `CREATE TABLE admission_final_gpa (
        application_id uuid PRIMARY KEY REFERENCES applications (id) ON DELETE CASCADE,
        gpa text NOT NULL,
        submitted_at timestamptz NOT NULL
      )`,
      `CREATE TABLE admission_enrolments (
        application_id uuid PRIMARY KEY REFERENCES applications (id) ON DELETE CASCADE,
        decision text NOT NULL CHECK (decision IN ('ENROL','DEFER','DISRUPT','NOT_ENROL')),
        answers jsonb NOT NULL,
        letter_due_on text CHECK (letter_due_on ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'),
        submitted_at timestamptz NOT NULL
      )`,
    ]);
  },
};

/**
 * Offer letters (issue 10): each released offer gets a random 256-bit checksum, the only way to name
 * its letter in the download URL (GET /api/admission/offer-letter?checksum=…). Unique, so a checksum
 * names one offer; the download also checks that it is the signed-in applicant's.
 */
const offerLetters: Migration = {
  async up(db) {
    await run(db, [`ALTER TABLE admission_outcomes ADD COLUMN letter_checksum text UNIQUE`]);
  },
};

/**
 * Paying fees through a hosted checkout, exactly once (issue 11). A payment is one attempt: OPEN
 * while its checkout page is open, then SUBMITTED, RECEIVED, UNSUCCESSFUL or EXPIRED. Two partial
 * A partial unique index makes "exactly once" the database's rule, not only the code's: a fee has at
 * most one live attempt, so concurrent Pay clicks share one checkout page. (Not "one received
 * payment per fee": money the gateway took must always be recorded, even for a fee the office marked
 * received meanwhile — settle.ts records that it is to be refunded.)
 * Every gateway event is recorded once by its id: a replayed or duplicated webhook finds it there.
 * The GST of an attempt is kept with it, so a later change of the GST rate never rewrites a receipt.
 */
const checkoutPayments: Migration = {
  async up(db) {
    await run(db, [
      `ALTER TABLE payments DROP CONSTRAINT payments_status_check`,
      `ALTER TABLE payments ADD CONSTRAINT payments_status_check CHECK (status IN ('OPEN','SUBMITTED','RECEIVED','UNSUCCESSFUL','EXPIRED'))`,
      `ALTER TABLE payments ADD COLUMN gst_cents integer NOT NULL DEFAULT 0 CHECK (gst_cents >= 0)`,
      `ALTER TABLE payments ADD COLUMN method text NOT NULL DEFAULT 'GATEWAY' CHECK (method IN ('GATEWAY','OFFLINE'))`,
      `ALTER TABLE payments ADD COLUMN language text NOT NULL DEFAULT 'en-GB'`,
      `ALTER TABLE payments ADD COLUMN checkout_session_id text UNIQUE`,
      `ALTER TABLE payments ADD COLUMN checkout_url text`,
      `ALTER TABLE payments ADD COLUMN checkout_expires_at timestamptz`,
      `ALTER TABLE payments ADD COLUMN gateway_reference text`,
      `ALTER TABLE payments ADD COLUMN submitted_at timestamptz`,
      `ALTER TABLE payments ADD COLUMN received_at timestamptz`,
      `ALTER TABLE payments ADD COLUMN failed_at timestamptz`,
      `ALTER TABLE payments ADD COLUMN note text`,
      `ALTER TABLE payments ADD COLUMN recorded_by uuid REFERENCES staff_accounts (id)`,
      `CREATE UNIQUE INDEX payments_one_live_attempt_per_fee ON payments (fee_id) WHERE status IN ('OPEN','SUBMITTED')`,
      `CREATE INDEX payments_unconfirmed_idx ON payments (created_at) WHERE status IN ('OPEN','SUBMITTED')`,
      `CREATE SEQUENCE payment_reference_seq`,
      `CREATE TABLE payment_events (
        event_id text PRIMARY KEY,
        type text NOT NULL,
        checkout_session_id text,
        received_at timestamptz NOT NULL
      )`,
    ]);
  },
};

/**
 * Entrance exams (issue 11). The office defines an exam (both names, date, time and venue, fee, the
 * programmes that need it, the registration closing date, the 2-year rule for previous attempts)
 * and may close it. An applicant registers once per exam (unique per applicant: one person sits an
 * exam once, whichever of their applications needed it); registering raises the ENTRANCE_EXAM_FEE
 * row, linked back by fees.exam_registration_id.
 *
 * registration_count lives on the exam row so that registering (which adds one) and the office's
 * edit (which may change the fee only while it is 0) meet on the same row: whichever comes second
 * waits for the other's row lock and sees its result, so no registration is ever charged a fee the
 * exam no longer has.
 */
const entranceExams: Migration = {
  async up(db) {
    await run(db, [
      `CREATE TABLE entrance_exams (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        name_en text NOT NULL,
        name_zh text NOT NULL,
        exam_date date NOT NULL,
        exam_time text NOT NULL DEFAULT '',
        venue text NOT NULL,
        fee_cents integer NOT NULL CHECK (fee_cents > 0),
        programmes jsonb NOT NULL,
        registration_closes_on date NOT NULL,
        previous_attempt_within_two_years boolean NOT NULL DEFAULT false,
        status text NOT NULL DEFAULT 'OPEN' CHECK (status IN ('OPEN','CLOSED')),
        registration_count integer NOT NULL DEFAULT 0 CHECK (registration_count >= 0),
        created_by uuid REFERENCES staff_accounts (id),
        created_at timestamptz NOT NULL,
        updated_by uuid REFERENCES staff_accounts (id),
        updated_at timestamptz,
        closed_by uuid REFERENCES staff_accounts (id),
        closed_at timestamptz,
        CHECK (registration_closes_on <= exam_date),
        CHECK ((status = 'CLOSED') = (closed_at IS NOT NULL))
      )`,
      `CREATE TABLE entrance_exam_registrations (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        exam_id uuid NOT NULL REFERENCES entrance_exams (id),
        applicant_id uuid NOT NULL REFERENCES applicants (id) ON DELETE CASCADE,
        application_id uuid NOT NULL REFERENCES applications (id) ON DELETE CASCADE,
        sat_before boolean NOT NULL,
        previous_attempt text CHECK (previous_attempt ~ '^[0-9]{4}-[0-9]{2}$'),
        registered_at timestamptz NOT NULL,
        UNIQUE (exam_id, applicant_id),
        CHECK (sat_before = (previous_attempt IS NOT NULL))
      )`,
      `CREATE INDEX entrance_exam_registrations_applicant_idx ON entrance_exam_registrations (applicant_id)`,
      `ALTER TABLE fees ADD COLUMN exam_registration_id uuid UNIQUE REFERENCES entrance_exam_registrations (id) ON DELETE CASCADE`,
    ]);
  },
};

/**
 * The finance office's console (issue 11): a payment recorded offline keeps the day the money
 * arrived (the bank's date, as the officer read it) apart from when it was recorded (received_at),
 * and the console's list of fees reads newest first.
 */
const financeOffice: Migration = {
  async up(db) {
    await run(db, [`ALTER TABLE payments ADD COLUMN received_on date`, `CREATE INDEX fees_created_idx ON fees (created_at)`]);
  },
};

/**
 * Scholarships (issue 12). The Scholarships Office defines each academic year's scholarships (both
 * names, the bond, the living allowance and tuition coverage, who may apply, opening and closing
 * dates). An applicant makes one scholarship application per academic year, tied to one of their
 * submitted admission applications (a unique index, so ten tabs clicking Start make one); its
 * sections, documents and timeline are the long-form tables' (form_kind SCHOLARSHIP).
 *
 * The office records an outcome and releases it (nothing is visible before released_at); the offer
 * keeps the terms it was made with (terms), so a later edit of the scholarship never changes an
 * offer already made. An accepted offer is followed by the Letter of Acceptance & Undertaking and two
 * sureties, each of whom confirms through a single-use e-mailed link (only its SHA-256 is stored,
 * cleared once used).
 */
const scholarships: Migration = {
  async up(db) {
    await run(db, [
      `CREATE TABLE scholarships (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        academic_year text NOT NULL,
        code text NOT NULL CHECK (code ~ '^[A-Z0-9_]{2,30}$'),
        name_en text NOT NULL,
        name_zh text NOT NULL,
        description_en text NOT NULL DEFAULT '',
        description_zh text NOT NULL DEFAULT '',
        bond_years integer NOT NULL CHECK (bond_years BETWEEN 0 AND 10),
        living_allowance_cents integer NOT NULL DEFAULT 0 CHECK (living_allowance_cents >= 0),
        tuition_coverage_percent integer NOT NULL CHECK (tuition_coverage_percent BETWEEN 0 AND 100),
        citizenships jsonb NOT NULL,
        programmes jsonb NOT NULL DEFAULT '[]',
        opens_at timestamptz NOT NULL,
        closes_at timestamptz NOT NULL,
        created_by uuid REFERENCES staff_accounts (id),
        created_at timestamptz NOT NULL,
        updated_by uuid REFERENCES staff_accounts (id),
        updated_at timestamptz,
        UNIQUE (academic_year, code),
        CHECK (closes_at > opens_at)
      )`,
      `DROP INDEX scholarship_applications_applicant_key`,
      `CREATE UNIQUE INDEX scholarship_applications_one_per_year ON scholarship_applications (applicant_id, academic_year)`,
      `ALTER TABLE scholarship_applications ADD COLUMN admission_application_id uuid REFERENCES applications (id) ON DELETE CASCADE`,
      `ALTER TABLE scholarship_applications ADD COLUMN reference text UNIQUE`,
      `ALTER TABLE scholarship_applications ADD COLUMN submission jsonb`,
      `ALTER TABLE scholarship_applications ADD COLUMN updated_at timestamptz`,
      `CREATE SEQUENCE scholarship_reference_seq`,
      `CREATE TABLE scholarship_outcomes (
        application_id uuid PRIMARY KEY REFERENCES scholarship_applications (id) ON DELETE CASCADE,
        result text NOT NULL CHECK (result IN ('OFFERED','UNSUCCESSFUL')),
        scholarship_id uuid REFERENCES scholarships (id),
        terms jsonb,
        reply_due_on date,
        remarks text NOT NULL DEFAULT '',
        recorded_by uuid NOT NULL REFERENCES staff_accounts (id),
        recorded_at timestamptz NOT NULL,
        released_by uuid REFERENCES staff_accounts (id),
        released_at timestamptz,
        response text CHECK (response IN ('ACCEPTED','DECLINED','LAPSED')),
        decline_reason text,
        responded_at timestamptz,
        CHECK ((result = 'OFFERED') = (scholarship_id IS NOT NULL AND terms IS NOT NULL AND reply_due_on IS NOT NULL)),
        CHECK (response IS NULL OR (result = 'OFFERED' AND released_at IS NOT NULL AND responded_at IS NOT NULL))
      )`,
      `CREATE INDEX scholarship_outcomes_lapse_idx ON scholarship_outcomes (reply_due_on) WHERE result = 'OFFERED' AND response IS NULL AND released_at IS NOT NULL`,
      `CREATE TABLE scholarship_undertakings (
        application_id uuid PRIMARY KEY REFERENCES scholarship_applications (id) ON DELETE CASCADE,
        accepted_at timestamptz NOT NULL,
        accepted_name text NOT NULL,
        language text NOT NULL,
        declarations jsonb NOT NULL,
        guardian jsonb,
        guardian_endorsed_at timestamptz
      )`,
      `CREATE TABLE scholarship_sureties (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        application_id uuid NOT NULL REFERENCES scholarship_applications (id) ON DELETE CASCADE,
        position smallint NOT NULL CHECK (position IN (1, 2)),
        details jsonb NOT NULL,
        identification_document_id uuid REFERENCES form_documents (id),
        employment_letter_document_id uuid REFERENCES form_documents (id),
        status text NOT NULL CHECK (status IN ('NOMINATED','INVITED','CONFIRMED')),
        token_hash text UNIQUE,
        token_expires_at timestamptz,
        invited_at timestamptz,
        confirmed_at timestamptz,
        signature_name text,
        created_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL,
        UNIQUE (application_id, position),
        CHECK ((status = 'CONFIRMED') = (confirmed_at IS NOT NULL AND signature_name IS NOT NULL))
      )`,
    ]);
  },
};

/**
 * Financial aid (issue 13; model in shared/contracts/src/financial-aid/model.ts). The office's dates
 * and aid schemes per academic year; one application per applicant and year (a withdrawn one still
 * counts, so withdrawal is final for the year), tied to a submitted admission application, with a
 * reference, frozen answers and the per-capita income worked out at submission; the office's requests
 * for missing documents; the applicant's appeal or request for review (one a year) and updates of
 * circumstances; the package offered (bursaries and loans), the applicant's selection and reply; the
 * loan guarantor with a single-use confirmation link (SHA-256 of the token only). Documents sent with
 * a request or an update are long-form rows of two new form kinds (form_id = the request's id).
 */
const financialAid: Migration = {
  async up(db) {
    await run(db, [
      ...['form_sections', 'form_documents', 'form_events'].flatMap((table) => [
        `ALTER TABLE ${table} DROP CONSTRAINT ${table}_form_kind_check`,
        `ALTER TABLE ${table} ADD CONSTRAINT ${table}_form_kind_check CHECK (form_kind IN (${FORM_KINDS}))`,
      ]),
      `CREATE TABLE financial_aid_years (
        academic_year text PRIMARY KEY CHECK (academic_year ~ '^[0-9]{4}/[0-9]{4}$'),
        opens_on date NOT NULL,
        recommended_by date NOT NULL,
        closes_on date NOT NULL,
        appeal_closes_on date NOT NULL,
        semester_one_disbursement_on date NOT NULL,
        semester_two_disbursement_on date NOT NULL,
        updated_by uuid REFERENCES staff_accounts (id),
        updated_at timestamptz NOT NULL,
        CHECK (opens_on <= recommended_by AND recommended_by <= closes_on AND closes_on <= appeal_closes_on),
        CHECK (semester_one_disbursement_on < semester_two_disbursement_on)
      )`,
      `CREATE TABLE financial_aid_schemes (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        academic_year text NOT NULL,
        code text NOT NULL CHECK (code ~ '^[A-Z0-9_]{2,30}$'),
        category text NOT NULL CHECK (category IN ('GOVERNMENT_BURSARY','DONATED_BURSARY','RESIDENTIAL_COLLEGE_BURSARY','OTHER_BURSARY','TUITION_FEE_LOAN','STUDY_LOAN')),
        name_en text NOT NULL,
        name_zh text NOT NULL,
        description_en text NOT NULL DEFAULT '',
        description_zh text NOT NULL DEFAULT '',
        tiers jsonb NOT NULL,
        max_per_capita_income_cents bigint CHECK (max_per_capita_income_cents IS NULL OR max_per_capita_income_cents >= 0),
        annual_amount_cents bigint CHECK (annual_amount_cents IS NULL OR annual_amount_cents >= 0),
        max_percent integer CHECK (max_percent IS NULL OR max_percent BETWEEN 1 AND 100),
        active boolean NOT NULL DEFAULT true,
        created_by uuid REFERENCES staff_accounts (id),
        created_at timestamptz NOT NULL,
        updated_by uuid REFERENCES staff_accounts (id),
        updated_at timestamptz,
        UNIQUE (academic_year, code),
        CHECK ((category IN ('TUITION_FEE_LOAN','STUDY_LOAN')) = (max_percent IS NOT NULL AND annual_amount_cents IS NULL))
      )`,
      `CREATE UNIQUE INDEX financial_aid_applications_one_per_year ON financial_aid_applications (applicant_id, academic_year)`,
      `ALTER TABLE financial_aid_applications ADD COLUMN admission_application_id uuid REFERENCES applications (id) ON DELETE CASCADE`,
      `ALTER TABLE financial_aid_applications ADD COLUMN reference text UNIQUE`,
      `ALTER TABLE financial_aid_applications ADD COLUMN submission jsonb`,
      `ALTER TABLE financial_aid_applications ADD COLUMN per_capita_income_cents bigint`,
      `ALTER TABLE financial_aid_applications ADD COLUMN updated_at timestamptz`,
      `ALTER TABLE financial_aid_applications ADD COLUMN decided_at timestamptz`,
      `ALTER TABLE financial_aid_applications ADD COLUMN decision_remarks text`,
      `ALTER TABLE financial_aid_applications ADD COLUMN withdrawn_at timestamptz`,
      `ALTER TABLE financial_aid_applications ADD COLUMN withdrawn_by text CHECK (withdrawn_by IN ('APPLICANT','OFFICE'))`,
      `ALTER TABLE financial_aid_applications ADD COLUMN withdrawal_reason text`,
      `ALTER TABLE financial_aid_applications ADD CONSTRAINT financial_aid_applications_withdrawal_check CHECK ((status = 'WITHDRAWN') = (withdrawn_at IS NOT NULL AND withdrawn_by IS NOT NULL))`,
      `CREATE SEQUENCE financial_aid_reference_seq`,
      `CREATE TABLE financial_aid_document_requests (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        application_id uuid NOT NULL REFERENCES financial_aid_applications (id) ON DELETE CASCADE,
        document_types jsonb NOT NULL,
        message text NOT NULL,
        due_on date NOT NULL,
        status text NOT NULL CHECK (status IN ('OPEN','FULFILLED','CANCELLED')),
        requested_by uuid NOT NULL REFERENCES staff_accounts (id),
        requested_at timestamptz NOT NULL,
        fulfilled_at timestamptz,
        applicant_note text,
        CHECK ((status = 'FULFILLED') = (fulfilled_at IS NOT NULL))
      )`,
      `CREATE UNIQUE INDEX financial_aid_document_requests_one_open ON financial_aid_document_requests (application_id) WHERE status = 'OPEN'`,
      `CREATE TABLE financial_aid_requests (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        application_id uuid NOT NULL REFERENCES financial_aid_applications (id) ON DELETE CASCADE,
        kind text NOT NULL CHECK (kind IN ('APPEAL','REVIEW','UPDATE')),
        details jsonb NOT NULL,
        status text NOT NULL CHECK (status IN ('SUBMITTED','UPHELD','NOT_UPHELD','PROCESSED')),
        submitted_at timestamptz NOT NULL,
        decided_by uuid REFERENCES staff_accounts (id),
        decided_at timestamptz,
        decision_remarks text,
        CHECK ((status = 'SUBMITTED') = (decided_at IS NULL))
      )`,
      // Spec 4: one appeal (or request for review: the same screen) per academic year, and an
      // application is one per year, so one per application.
      `CREATE UNIQUE INDEX financial_aid_requests_one_appeal ON financial_aid_requests (application_id) WHERE kind IN ('APPEAL','REVIEW')`,
      `CREATE UNIQUE INDEX financial_aid_requests_one_open_update ON financial_aid_requests (application_id) WHERE kind = 'UPDATE' AND status = 'SUBMITTED'`,
      `CREATE TABLE financial_aid_packages (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        application_id uuid NOT NULL REFERENCES financial_aid_applications (id) ON DELETE CASCADE,
        items jsonb NOT NULL,
        reply_due_on date NOT NULL,
        remarks text NOT NULL DEFAULT '',
        offered_by uuid NOT NULL REFERENCES staff_accounts (id),
        offered_at timestamptz NOT NULL,
        status text NOT NULL CHECK (status IN ('OFFERED','ACCEPTED','REJECTED','LAPSED','SUPERSEDED')),
        selection jsonb,
        reject_reasons jsonb,
        comments text,
        responded_at timestamptz,
        CHECK ((status IN ('ACCEPTED','REJECTED','LAPSED')) = (responded_at IS NOT NULL))
      )`,
      `CREATE UNIQUE INDEX financial_aid_packages_one_live ON financial_aid_packages (application_id) WHERE status <> 'SUPERSEDED'`,
      `CREATE INDEX financial_aid_packages_lapse_idx ON financial_aid_packages (reply_due_on) WHERE status = 'OFFERED'`,
      `CREATE TABLE financial_aid_guarantors (
        application_id uuid PRIMARY KEY REFERENCES financial_aid_applications (id) ON DELETE CASCADE,
        details jsonb NOT NULL,
        status text NOT NULL CHECK (status IN ('INVITED','CONFIRMED')),
        token_hash text UNIQUE,
        token_expires_at timestamptz,
        invited_at timestamptz NOT NULL,
        confirmed_at timestamptz,
        signature_name text,
        created_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL,
        CHECK ((status = 'CONFIRMED') = (confirmed_at IS NOT NULL AND signature_name IS NOT NULL))
      )`,
    ]);
  },
};

/**
 * Uploaded files kept in the database (FILE_STORAGE=database), so every API instance behind a load
 * balancer reads the same store. The bytes are split into chunks (files/database-storage.ts) so no
 * statement carries a whole file and a download is read a chunk at a time.
 */
const storedFiles: Migration = {
  async up(db) {
    await run(db, [
      `CREATE TABLE stored_files (
        key text PRIMARY KEY CHECK (key ~ '^[0-9a-f]{32}$'),
        sha256 text NOT NULL CHECK (sha256 ~ '^[0-9a-f]{64}$'),
        size_bytes integer NOT NULL CHECK (size_bytes >= 0),
        created_at timestamptz NOT NULL DEFAULT now()
      )`,
      `CREATE TABLE stored_file_chunks (
        key text NOT NULL REFERENCES stored_files (key) ON DELETE CASCADE,
        chunk_index integer NOT NULL CHECK (chunk_index >= 0),
        bytes bytea NOT NULL,
        PRIMARY KEY (key, chunk_index)
      )`,
      // Documents are PDFs, JPEGs and PNGs, already compressed: out-of-line storage without another
      // compression attempt saves the CPU and keeps reading a chunk a plain copy.
      `ALTER TABLE stored_file_chunks ALTER COLUMN bytes SET STORAGE EXTERNAL`,
    ]);
  },
};

/**
 * Scheduled jobs (housekeeping, offer lapses, payment reconciliation) run once per period across every
 * API instance: one row per job says when it is next due and until when the run in progress holds it
 * (jobs/scheduled-jobs.ts claims a run with one statement on this row).
 */
const scheduledJobs: Migration = {
  async up(db) {
    await run(db, [
      `CREATE TABLE scheduled_jobs (
        name text PRIMARY KEY,
        next_run_at timestamptz NOT NULL,
        lease_until timestamptz,
        last_started_at timestamptz,
        last_finished_at timestamptz,
        last_error text
      )`,
    ]);
  },
};

/**
 * The name of the save that wrote a section (null: a browser that does not name its saves), so a save
 * sent as the page is left, while an earlier one is still on its way, can follow exactly that one.
 */
const sectionSaveIds: Migration = {
  async up(db) {
    await run(db, [`ALTER TABLE form_sections ADD COLUMN last_save_id text`]);
  },
};

/**
 * An NRIC the applicant declared (typed in Personal Particulars, kept at submit: applicants.nric) and
 * an NRIC the national identity service verified for them (applicants.verified_nric) are two facts:
 * only the verified one finds an applicant at a national-identity sign-in, and it is unique, while
 * several records may declare the same NRIC (the office sees them flagged). Provenance was not kept
 * before, so an existing NRIC counts as verified only where no submission typed it by hand: the
 * identity service wrote it when it made the profile and no submission replaced it, or every
 * submission that carries it had it filled, read-only, from the service's data. Everything else is
 * declared; its owner verifies it again with a retrieval (/singpass) signed in with their PIN.
 */
const verifiedNric: Migration = {
  async up(db) {
    await run(db, [
      `ALTER TABLE applicants ADD COLUMN verified_nric text`,
      `ALTER TABLE applicants ADD COLUMN nric_verified_at timestamptz`,
      `DROP INDEX applicants_nric_key`,
      `CREATE INDEX applicants_declared_nric_idx ON applicants (upper(nric))`,
      `CREATE UNIQUE INDEX applicants_verified_nric_key ON applicants (upper(verified_nric))`,
      `UPDATE applicants a SET verified_nric = a.nric, nric_verified_at = a.created_at
        WHERE a.nric IS NOT NULL
          AND NOT EXISTS (
            SELECT 1 FROM applications app
            LEFT JOIN form_sections s ON s.form_kind = 'ADMISSION' AND s.form_id = app.id AND s.section = 'personalParticulars'
            WHERE app.applicant_id = a.id
              AND upper(app.submission -> 'sections' -> 'personalParticulars' ->> 'identityNumber') = upper(a.nric)
              AND NOT coalesce(s.verified ? 'identityNumber', false)
          )`,
    ]);
  },
};

/**
 * Starting an admission application is safe to retry (issue 34): the browser names each start with a
 * key of its own (the Idempotency-Key header), kept on the application it made, so the same start sent
 * again (its answer lost on a busy evening) answers that application instead of refusing a second.
 */
const applicationStartKeys: Migration = {
  async up(db) {
    await run(db, [`ALTER TABLE applications ADD COLUMN start_key text`]);
  },
};

/**
 * What the gateway said that did not match what the portal asked for (issue 31): an event or a
 * session whose checkout session id, amount or currency differs from the ones recorded when the
 * checkout was opened, or that names no payment of the portal's. Such a report settles nothing and
 * is kept here for the finance office. One row per mismatch, kept once (anomaly_key: the event and
 * the kind for a webhook; the session, the kind and what it said for the gateway's answers, which
 * reconciliation asks for again every run).
 */
const paymentAnomalies: Migration = {
  async up(db) {
    await run(db, [
      `CREATE TABLE payment_anomalies (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        anomaly_key text NOT NULL UNIQUE,
        source text NOT NULL CHECK (source IN ('WEBHOOK','GATEWAY_QUERY')),
        event_id text,
        kind text NOT NULL CHECK (kind IN ('SESSION','REFERENCE','AMOUNT','CURRENCY','UNKNOWN_REFERENCE')),
        payment_id uuid REFERENCES payments (id),
        checkout_session_id text,
        expected text,
        received text,
        detected_at timestamptz NOT NULL
      )`,
      `CREATE INDEX payment_anomalies_detected_idx ON payment_anomalies (detected_at DESC)`,
    ]);
  },
};

/**
 * The PDF copy of a submitted application, rendered once per language and kept (files/storage.ts,
 * under a random key) with its SHA-256: a submitted application never changes, so the applicant and
 * the office are served the same bytes every time instead of a fresh render each (pdf/stored-copy.ts).
 */
const storedPdfs: Migration = {
  async up(db) {
    await run(db, [
      `CREATE TABLE stored_pdfs (
        form_kind text NOT NULL CHECK (form_kind IN ('ADMISSION','SCHOLARSHIP','FINANCIAL_AID')),
        form_id uuid NOT NULL,
        language text NOT NULL CHECK (language IN ('en-GB','zh-Hans')),
        storage_key text NOT NULL UNIQUE,
        sha256 text NOT NULL CHECK (sha256 ~ '^[0-9a-f]{64}$'),
        size_bytes integer NOT NULL CHECK (size_bytes > 0),
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (form_kind, form_id, language)
      )`,
    ]);
  },
};

/**
 * The government tuition grant's sureties (issue 34; shared/contracts/src/admission/tuition-grant-sureties.ts):
 * two per admission application accepted with the grant, each confirming by a single-use e-mailed
 * link (only its SHA-256 stored), like a scholarship's sureties. Saving a surety sends the link, so
 * the states are INVITED and CONFIRMED; a confirmed surety keeps the name they signed with.
 */
const tuitionGrantSureties: Migration = {
  async up(db) {
    await run(db, [
      `CREATE TABLE tuition_grant_sureties (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        application_id uuid NOT NULL REFERENCES applications (id) ON DELETE CASCADE,
        position smallint NOT NULL CHECK (position IN (1, 2)),
        details jsonb NOT NULL,
        status text NOT NULL CHECK (status IN ('INVITED','CONFIRMED')),
        token_hash text UNIQUE,
        token_expires_at timestamptz,
        invited_at timestamptz,
        confirmed_at timestamptz,
        signature_name text,
        created_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL,
        UNIQUE (application_id, position),
        CHECK ((status = 'CONFIRMED') = (confirmed_at IS NOT NULL AND signature_name IS NOT NULL))
      )`,
    ]);
  },
};

/**
 * Staff sign in with a second factor (issue 31, ASVS 5.0 V6.3.3): passkeys (WebAuthn credentials),
 * an authenticator app's TOTP secret with the last time step it accepted (a code is never taken
 * twice), single-use recovery codes (Argon2id hashes; a used one is deleted), and the pending sign-in
 * between the password and the second factor (a row named by a cookie, as social_pending is), which
 * carries the WebAuthn challenge and a TOTP secret offered for enrolment until they are used.
 */
const staffFactors: Migration = {
  async up(db) {
    await run(db, [
      `CREATE TABLE staff_passkeys (
        credential_id text PRIMARY KEY,
        staff_id uuid NOT NULL REFERENCES staff_accounts (id) ON DELETE CASCADE,
        public_key text NOT NULL,
        counter bigint NOT NULL,
        transports jsonb NOT NULL DEFAULT '[]',
        created_at timestamptz NOT NULL,
        last_used_at timestamptz
      )`,
      `CREATE INDEX staff_passkeys_staff_idx ON staff_passkeys (staff_id)`,
      `CREATE TABLE staff_totp (
        staff_id uuid PRIMARY KEY REFERENCES staff_accounts (id) ON DELETE CASCADE,
        secret text NOT NULL,
        last_used_step bigint,
        created_at timestamptz NOT NULL
      )`,
      `CREATE TABLE staff_recovery_codes (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        staff_id uuid NOT NULL REFERENCES staff_accounts (id) ON DELETE CASCADE,
        code_hash text NOT NULL,
        created_at timestamptz NOT NULL
      )`,
      `CREATE INDEX staff_recovery_codes_staff_idx ON staff_recovery_codes (staff_id)`,
      `CREATE TABLE staff_pending_sign_ins (
        id_hash text PRIMARY KEY,
        staff_id uuid NOT NULL REFERENCES staff_accounts (id) ON DELETE CASCADE,
        csrf_hash text NOT NULL,
        challenge text,
        challenge_expires_at timestamptz,
        offered_totp_secret text,
        created_at timestamptz NOT NULL,
        expires_at timestamptz NOT NULL
      )`,
      `CREATE INDEX staff_pending_sign_ins_expires_idx ON staff_pending_sign_ins (expires_at)`,
      // A signed-in member adding a passkey: the challenge is bound to their session.
      `ALTER TABLE staff_sessions ADD COLUMN passkey_challenge text`,
      `ALTER TABLE staff_sessions ADD COLUMN passkey_challenge_expires_at timestamptz`,
    ]);
  },
};

/**
 * A forgotten password (issue 34): the e-mailed link's token, of which only the SHA-256 is stored, for
 * one e-mail login account, usable once until it expires.
 */
const passwordResetLinks: Migration = {
  async up(db) {
    await run(db, [
      `CREATE TABLE password_reset_tokens (
        token_hash text PRIMARY KEY,
        account_id uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
        expires_at timestamptz NOT NULL,
        created_at timestamptz NOT NULL
      )`,
      `CREATE INDEX password_reset_tokens_account_idx ON password_reset_tokens (account_id)`,
      `CREATE INDEX password_reset_tokens_expiry_idx ON password_reset_tokens (expires_at)`,
    ]);
  },
};

/**
 * The e-mailed reminders that the tuition grant's sureties have not both confirmed (issue 34): one row
 * per reminder sent, so each is sent once per application however many instances or runs ask.
 */
const tuitionGrantSuretyReminders: Migration = {
  async up(db) {
    await run(db, [
      `CREATE TABLE tuition_grant_surety_reminders (
        application_id uuid NOT NULL REFERENCES applications (id) ON DELETE CASCADE,
        reminder text NOT NULL CHECK (reminder IN ('WEEK_BEFORE','DAY_BEFORE')),
        sent_at timestamptz NOT NULL,
        PRIMARY KEY (application_id, reminder)
      )`,
    ]);
  },
};

/**
 * Issue 35: an application period's name in both languages. The name there was becomes the English
 * one; the demo periods' names get their Chinese; any other period keeps no Chinese name (NULL) and
 * the applicant reads the English one until the office gives it.
 */
const bilingualPeriodNames: Migration = {
  async up(db) {
    const year = String.raw`(\d{4}/\d{4})`;
    // The seed's names (db/seed.ts demoPeriods) as they were before this migration, and their Chinese.
    const demoNames: Array<[string, string]> = [
      [`^Undergraduate admissions ${year}$`, String.raw`\1 学年本科招生`],
      [`^Traditional Chinese Medicine ${year}$`, String.raw`\1 学年中医学专业招生`],
      [`^Green Harvest ${year}$`, String.raw`\1 学年绿色丰收计划招生`],
      [`^Continuing education ${year}$`, String.raw`\1 学年继续教育与终身学习招生`],
      [`^SCALE working adults ${year}$`, String.raw`\1 学年 SCALE 在职成人课程招生`],
    ];
    await run(db, [
      `ALTER TABLE application_periods RENAME COLUMN name TO name_en`,
      `ALTER TABLE application_periods ADD COLUMN name_zh text CHECK (name_zh IS NULL OR length(btrim(name_zh)) > 0)`,
      `ALTER TABLE application_periods ADD CONSTRAINT application_periods_name_en_check CHECK (length(btrim(name_en)) > 0)`,
      ...demoNames.map(
        ([english, chinese]) => `UPDATE application_periods SET name_zh = regexp_replace(name_en, '${english}', '${chinese}') WHERE name_zh IS NULL AND name_en ~ '${english}'`,
      ),
    ]);
  },
};

/**
 * Issue 35: an entrance exam's time and venue in both languages. The time was free text ("09:00 to
 * 11:00"); it becomes a start and an optional end (hh:mm, 24-hour, Singapore time) that each page
 * words in its language. The times the text gives are kept (legacyExamTimes); text with no time
 * keeps none. The venue there was becomes the English one; the Chinese stays NULL (the applicant
 * reads the English one, the console shows it missing) until the office gives it.
 */
const bilingualExamFacts: Migration = {
  async up(db) {
    const time = `'^([01][0-9]|2[0-3]):[0-5][0-9]$'`;
    await run(db, [
      `ALTER TABLE entrance_exams ADD COLUMN starts_at text CHECK (starts_at ~ ${time})`,
      `ALTER TABLE entrance_exams ADD COLUMN ends_at text CHECK (ends_at ~ ${time})`,
      `ALTER TABLE entrance_exams ADD CONSTRAINT entrance_exams_times_check CHECK (ends_at IS NULL OR (starts_at IS NOT NULL AND ends_at > starts_at))`,
    ]);
    const { rows } = await sql<{ id: string; exam_time: string }>`SELECT id, exam_time FROM entrance_exams WHERE exam_time <> ''`.execute(db);
    for (const row of rows) {
      const { startsAt, endsAt } = legacyExamTimes(row.exam_time);
      await sql`UPDATE entrance_exams SET starts_at = ${startsAt}, ends_at = ${endsAt} WHERE id = ${row.id}`.execute(db);
    }
    await run(db, [
      `ALTER TABLE entrance_exams DROP COLUMN exam_time`,
      `ALTER TABLE entrance_exams RENAME COLUMN venue TO venue_en`,
      `ALTER TABLE entrance_exams ADD COLUMN venue_zh text CHECK (venue_zh IS NULL OR length(btrim(venue_zh)) > 0)`,
    ]);
  },
};

/**
 * Issue 35: an applicant made from an e-mail login account keeps the account's given and family
 * names beside the whole name, so a Chinese e-mail can greet the family name first. Both or neither
 * (a name typed whole has no parts). Applicants made before keep theirs where the whole name is still
 * the account's names as it was made ("<first> <last>"); a name replaced since (typed whole in the
 * form, at submit) keeps none.
 */
const applicantNameParts: Migration = {
  async up(db) {
    await run(db, [
      `ALTER TABLE applicants ADD COLUMN given_name text`,
      `ALTER TABLE applicants ADD COLUMN family_name text`,
      `ALTER TABLE applicants ADD CONSTRAINT applicants_name_parts_check CHECK ((given_name IS NULL) = (family_name IS NULL))`,
      `UPDATE applicants SET given_name = btrim(account.first_name), family_name = btrim(account.last_name)
         FROM accounts AS account
        WHERE account.applicant_id = applicants.id
          AND applicants.given_name IS NULL
          AND applicants.full_name = btrim(account.first_name || ' ' || account.last_name)`,
    ]);
  },
};

/**
 * Issue 35: an interview or test time's place in both languages. A time may be offered to several
 * applicants, each reading the portal and their e-mails in their own language, so the place is
 * written once per language rather than in one applicant's. The place there was is copied into both
 * (the office corrects the Chinese of a time still ahead by offering a new one); a place is given in
 * both languages or in neither (a video call).
 */
const bilingualInterviewPlaces: Migration = {
  async up(db) {
    await run(db, [
      `ALTER TABLE interview_slots RENAME COLUMN place TO place_en`,
      `ALTER TABLE interview_slots ADD COLUMN place_zh text`,
      `UPDATE interview_slots SET place_zh = place_en WHERE place_en IS NOT NULL`,
      `ALTER TABLE interview_slots ADD CONSTRAINT interview_slots_place_languages_check CHECK ((place_en IS NULL) = (place_zh IS NULL))`,
      `ALTER TABLE interview_slots ADD CONSTRAINT interview_slots_place_en_check CHECK (place_en IS NULL OR length(btrim(place_en)) > 0)`,
      `ALTER TABLE interview_slots ADD CONSTRAINT interview_slots_place_zh_check CHECK (place_zh IS NULL OR length(btrim(place_zh)) > 0)`,
    ]);
  },
};

/**
 * The office's dashboards (issue 37): the intake is counted by year, system and category, submissions
 * by day, and fees and outcomes by application. A programme's places per academic year are the
 * office's to set: its offers and replies are drawn against them.
 */
const officeDashboards: Migration = {
  async up(db) {
    await run(db, [
      `CREATE INDEX applications_intake_idx ON applications (academic_year, system, category)`,
      `CREATE INDEX applications_submitted_idx ON applications (academic_year, submitted_at) WHERE submitted_at IS NOT NULL`,
      `CREATE INDEX fees_application_idx ON fees (application_id, kind)`,
      `CREATE TABLE programme_places (
        academic_year text NOT NULL,
        programme text NOT NULL,
        places integer NOT NULL CHECK (places >= 0),
        updated_by uuid NOT NULL REFERENCES staff_accounts (id),
        updated_at timestamptz NOT NULL,
        PRIMARY KEY (academic_year, programme)
      )`,
    ]);
  },
};

/**
 * The financial aid dashboard (issue 37) read from one covering index a year: the group of students
 * and the aid sought, frozen in the submission's JSON, are kept by the database as columns of their
 * own (generated: no code path that writes a submission can forget them), so a year's charts and its
 * filters never read the wide submitted answers. The live packages' states are a small partial index
 * the funnel and the bands hash once, and their items a GIN index the scheme filter looks a code up in.
 */
const financialAidDashboard: Migration = {
  async up(db) {
    await run(db, [
      `ALTER TABLE financial_aid_applications
        ADD COLUMN tier text GENERATED ALWAYS AS (submission ->> 'tier') STORED,
        ADD COLUMN aid_sought jsonb GENERATED ALWAYS AS (submission #> '{sections,financialDetails,aidSought}') STORED`,
      `CREATE INDEX financial_aid_applications_dashboard_idx ON financial_aid_applications (academic_year, tier)
        INCLUDE (id, status, submitted_at, decided_at, per_capita_income_cents, aid_sought)`,
      `CREATE INDEX financial_aid_packages_live_status_idx ON financial_aid_packages (application_id) INCLUDE (status) WHERE status <> 'SUPERSEDED'`,
      // The dashboard's scheme filter: the live packages naming a scheme (items @> [{"code": …}]), found without reading every package.
      `CREATE INDEX financial_aid_packages_live_items_idx ON financial_aid_packages USING gin (items jsonb_path_ops) WHERE status <> 'SUPERSEDED'`,
    ]);
  },
};

/**
 * The scholarships dashboard (issue 37): a year's scholarship applications counted from an index that
 * holds what its charts read (its rows carry the frozen answers); released offers, with the scholarship
 * and the reply, and confirmed sureties are each a small partial index the funnel hashes once.
 */
const scholarshipDashboard: Migration = {
  async up(db) {
    await run(db, [
      `CREATE INDEX scholarship_applications_year_idx ON scholarship_applications (academic_year, submitted_at) INCLUDE (id, status, admission_application_id, choices)`,
      `CREATE INDEX scholarship_outcomes_released_offers_idx ON scholarship_outcomes (application_id) INCLUDE (scholarship_id, response) WHERE result = 'OFFERED' AND released_at IS NOT NULL`,
      `CREATE INDEX scholarship_sureties_confirmed_idx ON scholarship_sureties (application_id) WHERE status = 'CONFIRMED'`,
    ]);
  },
};

/**
 * The finance dashboard (issue 37: each answer under 300 ms on a year of some 60,000 fees) reads two
 * narrow indexes and joins nothing. A fee keeps its application's academic year, and a payment its
 * fee's year and kind, copied by the database when the row is written (a trigger: no code path that
 * raises a fee or starts a payment can forget it; an application's year and a fee's kind never
 * change). The Singapore days a fee was raised and waived and a payment received are generated
 * columns. A payment received for a fee already received or waived is marked `refund_due` when it is
 * settled (settle.ts, which also puts it on the timeline); existing ones are marked here by the same
 * rule: a fee's later received payments, and every received payment of a waived fee.
 */
const financeDashboard: Migration = {
  async up(db) {
    await run(db, [
      `ALTER TABLE fees ADD COLUMN academic_year text,
        ADD COLUMN raised_day date GENERATED ALWAYS AS (((created_at AT TIME ZONE 'UTC') + interval '8 hours')::date) STORED,
        ADD COLUMN waived_day date GENERATED ALWAYS AS (CASE WHEN status = 'WAIVED' THEN ((coalesce(waived_at, created_at) AT TIME ZONE 'UTC') + interval '8 hours')::date END) STORED`,
      `UPDATE fees SET academic_year = app.academic_year FROM applications app WHERE app.id = fees.application_id`,
      `CREATE FUNCTION fee_academic_year() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
          NEW.academic_year := (SELECT academic_year FROM applications WHERE id = NEW.application_id);
          RETURN NEW;
        END $$`,
      `CREATE TRIGGER fees_academic_year BEFORE INSERT OR UPDATE OF application_id ON fees FOR EACH ROW EXECUTE FUNCTION fee_academic_year()`,
      `ALTER TABLE payments ADD COLUMN academic_year text, ADD COLUMN fee_kind text, ADD COLUMN refund_due boolean NOT NULL DEFAULT false,
        ADD COLUMN received_day date GENERATED ALWAYS AS (coalesce(received_on, ((received_at AT TIME ZONE 'UTC') + interval '8 hours')::date)) STORED`,
      `UPDATE payments SET academic_year = fee.academic_year, fee_kind = fee.kind FROM fees fee WHERE fee.id = payments.fee_id`,
      `CREATE FUNCTION payment_fee_facts() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
          SELECT academic_year, kind INTO NEW.academic_year, NEW.fee_kind FROM fees WHERE id = NEW.fee_id;
          RETURN NEW;
        END $$`,
      `CREATE TRIGGER payments_fee_facts BEFORE INSERT OR UPDATE OF fee_id ON payments FOR EACH ROW EXECUTE FUNCTION payment_fee_facts()`,
      `UPDATE payments SET refund_due = true FROM (
        SELECT payment.id, fee.status = 'WAIVED' OR row_number() OVER (PARTITION BY payment.fee_id ORDER BY payment.received_at, payment.id) > 1 AS due
        FROM payments payment JOIN fees fee ON fee.id = payment.fee_id WHERE payment.status = 'RECEIVED'
      ) ranked WHERE ranked.id = payments.id AND ranked.due`,
      `CREATE INDEX fees_dashboard_idx ON fees (academic_year, kind) INCLUDE (status, due_date, raised_day, waived_day, amount_cents)`,
      `CREATE INDEX payments_received_dashboard_idx ON payments (academic_year, fee_kind) INCLUDE (method, amount_cents, gst_cents, received_day, refund_due) WHERE status = 'RECEIVED'`,
    ]);
  },
};

/**
 * Work shared among officers (issue 37): who an application is assigned to (one officer or several),
 * the officers' internal notes with an optional rating (never shown to the applicant), and who has it
 * open now. Keyed by the form (kind and id) like the timeline, so each console's applications use the
 * same tables. Presence is a row per officer and form, touched while the page is open: several API
 * instances see the same rows.
 */
const sharedOfficeWork: Migration = {
  async up(db) {
    const form = `form_kind text NOT NULL CHECK (form_kind IN ('ADMISSION','SCHOLARSHIP','FINANCIAL_AID')), form_id uuid NOT NULL`;
    await run(db, [
      `CREATE TABLE office_assignments (
        ${form},
        staff_id uuid NOT NULL REFERENCES staff_accounts (id),
        assigned_by uuid NOT NULL REFERENCES staff_accounts (id),
        assigned_at timestamptz NOT NULL,
        PRIMARY KEY (form_kind, form_id, staff_id)
      )`,
      // "My queue": an officer's assignments, newest first.
      `CREATE INDEX office_assignments_staff_idx ON office_assignments (staff_id, form_kind, assigned_at)`,
      `CREATE TABLE office_notes (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        ${form},
        staff_id uuid NOT NULL REFERENCES staff_accounts (id),
        body text NOT NULL,
        rating smallint CHECK (rating BETWEEN 1 AND 5),
        created_at timestamptz NOT NULL
      )`,
      `CREATE INDEX office_notes_form_idx ON office_notes (form_kind, form_id, created_at)`,
      `CREATE TABLE office_presence (
        ${form},
        staff_id uuid NOT NULL REFERENCES staff_accounts (id) ON DELETE CASCADE,
        opened_at timestamptz NOT NULL,
        seen_at timestamptz NOT NULL,
        PRIMARY KEY (form_kind, form_id, staff_id)
      )`,
    ]);
  },
};

/**
 * The scholarships dashboard (issue 37) without reading the admission applications: a scholarship
 * application keeps the citizenship and the first-choice programme of the admission application it goes
 * with, copied by the database when the row is written (a trigger, as migration 0042's: no code path
 * can forget it). The copy stays true: a scholarship application is started only on a submitted
 * admission application (scholarship/start.ts), whose eligibility answers and choices no longer change.
 * Joining the wide applications table cost a scan of every year's rows, ≈115 ms each chart.
 */
const scholarshipDashboardAdmissionFacts: Migration = {
  async up(db) {
    const citizenship = (alias: string) => `${alias}.eligibility ->> 'citizenship'`;
    const firstChoice = (alias: string) => `jsonb_path_query_first(${alias}.programme_choices, '$[*] ? (@.rank == 1).programme') #>> '{}'`;
    await run(db, [
      `ALTER TABLE scholarship_applications ADD COLUMN admission_citizenship text, ADD COLUMN admission_first_choice text`,
      `UPDATE scholarship_applications sch SET admission_citizenship = ${citizenship('adm')}, admission_first_choice = ${firstChoice('adm')}
        FROM applications adm WHERE adm.id = sch.admission_application_id`,
      `CREATE FUNCTION scholarship_admission_facts() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
          SELECT ${citizenship('adm')}, ${firstChoice('adm')} INTO NEW.admission_citizenship, NEW.admission_first_choice
          FROM applications adm WHERE adm.id = NEW.admission_application_id;
          RETURN NEW;
        END $$`,
      `CREATE TRIGGER scholarship_applications_admission_facts BEFORE INSERT OR UPDATE OF admission_application_id ON scholarship_applications
        FOR EACH ROW EXECUTE FUNCTION scholarship_admission_facts()`,
      // The year's index holds what every chart reads, the copies too.
      `DROP INDEX scholarship_applications_year_idx`,
      `CREATE INDEX scholarship_applications_year_idx ON scholarship_applications (academic_year, submitted_at)
        INCLUDE (id, status, admission_application_id, choices, admission_citizenship, admission_first_choice)`,
    ]);
  },
};

/**
 * The admissions dashboard's counts (issue 37; admission/dashboard-counts.ts): a year's intake counted
 * per part (the whole year '', or an application period's id), system and category — one row per
 * chart, row and series — by a scheduled job each minute, and when each year was last counted. Rows
 * are written only where a count changed.
 */
const admissionDashboardCounts: Migration = {
  async up(db) {
    await run(db, [
      `CREATE TABLE admission_dashboard_counted (
        academic_year text PRIMARY KEY,
        counted_at timestamptz NOT NULL
      )`,
      `CREATE TABLE admission_dashboard_counts (
        academic_year text NOT NULL REFERENCES admission_dashboard_counted (academic_year) ON DELETE CASCADE,
        period text NOT NULL,
        system text NOT NULL,
        category text NOT NULL,
        chart text NOT NULL,
        row_key text NOT NULL,
        series text NOT NULL,
        count integer NOT NULL CHECK (count > 0),
        PRIMARY KEY (academic_year, period, system, category, chart, row_key, series)
      )`,
    ]);
  },
};

/**
 * The request that queued an e-mail (issue 38): the id HAProxy gave it (http/request-id.ts), so the
 * balancer's log, the instance's log lines and the e-mail's delivery can be followed as one. Null for
 * messages queued by a scheduled job, outside any request.
 */
const outboxRequestId: Migration = {
  async up(db) {
    await run(db, [`ALTER TABLE outbox ADD COLUMN request_id text`]);
  },
};

/**
 * An applicant's "download my data" (issue 38): each download asked for, whose it is (the applicant,
 * or an e-mail account not yet linked to one), when it was asked for, when its ZIP started and ended,
 * and whether it was sent whole. The rows are the record of personal data leaving the portal and the
 * count behind the hourly limit (modules/my-data/downloads-store.ts).
 */
const myDataDownloads: Migration = {
  async up(db) {
    await run(db, [
      `CREATE TABLE my_data_downloads (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        applicant_id uuid REFERENCES applicants (id) ON DELETE CASCADE,
        account_id uuid REFERENCES accounts (id) ON DELETE CASCADE,
        language text NOT NULL CHECK (language IN ('en-GB','zh-Hans')),
        requested_at timestamptz NOT NULL,
        start_by timestamptz NOT NULL,
        started_at timestamptz,
        finished_at timestamptz,
        completed boolean NOT NULL DEFAULT false,
        CHECK (applicant_id IS NOT NULL OR account_id IS NOT NULL)
      )`,
      `CREATE INDEX my_data_downloads_applicant_idx ON my_data_downloads (applicant_id, requested_at)`,
      `CREATE INDEX my_data_downloads_account_idx ON my_data_downloads (account_id, requested_at)`,
    ]);
  },
};

/**
 * Personal data kept no longer than needed (issue 38, modules/retention): a report per check, listing by
 * id (never by name) the records whose retention period has passed, which the office administrator
 * approves or declines; each listed record's outcome once an approved report is carried out; the stored
 * files whose rows a committed batch removed, until the files themselves are gone (so a kill between the
 * two leaves the next run something to finish, never an orphan); and when an applicant kept only for
 * their money records was reduced to what those records need. The status and kind CHECKs follow their
 * registries (db/closed-sets.ts). At most one report is open (awaiting a decision or being carried out).
 */
const personalDataRetention: Migration = {
  async up(db) {
    await run(db, [
      `CREATE TABLE retention_reports (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        status text NOT NULL,
        prepared_at timestamptz NOT NULL,
        prepared_by uuid REFERENCES staff_accounts (id),
        expires_at timestamptz NOT NULL,
        summary jsonb NOT NULL,
        decided_by uuid REFERENCES staff_accounts (id),
        decided_at timestamptz,
        decline_reason text,
        carried_out_at timestamptz
      )`,
      `CREATE UNIQUE INDEX retention_reports_one_open ON retention_reports ((true)) WHERE status IN ('AWAITING_APPROVAL','APPROVED')`,
      `CREATE INDEX retention_reports_prepared_idx ON retention_reports (prepared_at DESC)`,
      `CREATE TABLE retention_report_items (
        report_id uuid NOT NULL REFERENCES retention_reports (id) ON DELETE CASCADE,
        kind text NOT NULL,
        record_id text NOT NULL,
        dated_at timestamptz NOT NULL,
        outcome text CHECK (outcome IN ('REMOVED','KEPT')),
        PRIMARY KEY (report_id, kind, record_id)
      )`,
      `CREATE INDEX retention_report_items_pending_idx ON retention_report_items (report_id, kind, record_id) WHERE outcome IS NULL`,
      `CREATE TABLE retention_file_deletions (
        storage_key text PRIMARY KEY,
        queued_at timestamptz NOT NULL
      )`,
      `ALTER TABLE applicants ADD COLUMN personal_data_removed_at timestamptz`,
    ]);
  },
};

export const MIGRATIONS: Record<string, Migration> = {
  '0001_initial_schema': initialSchema,
  '0002_public_self_service': publicSelfService,
  '0003_session_principal': sessionPrincipal,
  '0004_session_hardening': sessionHardening,
  '0005_sign_in_limits': signInLimits,
  '0006_outbox_secret_purge': outboxSecretPurge,
  '0007_language': language,
  '0008_long_forms': longForms,
  '0009_chosen_application': chosenApplication,
  '0010_oidc_sign_in': oidcSignIn,
  '0011_identity_data': identityData,
  '0012_social_sign_in': socialSignIn,
  '0013_office_staff': officeStaff,
  '0014_referee_references': refereeReferences,
  '0015_admission_outcomes': admissionOutcomes,
  '0016_offer_letters': offerLetters,
  '0017_appeals_interviews_requests': appealsInterviewsRequests,
  '0018_results_and_enrolment': resultsAndEnrolment,
  '0019_entrance_exams': entranceExams,
  '0020_checkout_payments': checkoutPayments,
  '0021_finance_office': financeOffice,
  '0022_scholarships': scholarships,
  '0023_financial_aid': financialAid,
  '0024_stored_files': storedFiles,
  '0025_scheduled_jobs': scheduledJobs,
  '0026_section_save_ids': sectionSaveIds,
  '0027_verified_nric': verifiedNric,
  '0028_staff_factors': staffFactors,
  '0029_payment_anomalies': paymentAnomalies,
  '0030_stored_pdfs': storedPdfs,
  '0031_password_reset_links': passwordResetLinks,
  '0032_application_start_keys': applicationStartKeys,
  '0033_tuition_grant_sureties': tuitionGrantSureties,
  '0034_tuition_grant_surety_reminders': tuitionGrantSuretyReminders,
  '0035_bilingual_period_names': bilingualPeriodNames,
  '0036_bilingual_exam_facts': bilingualExamFacts,
  '0037_applicant_name_parts': applicantNameParts,
  '0038_bilingual_interview_places': bilingualInterviewPlaces,
  '0039_office_dashboards': officeDashboards,
  '0040_scholarship_dashboard': scholarshipDashboard,
  '0041_financial_aid_dashboard': financialAidDashboard,
  '0042_finance_dashboard': financeDashboard,
  '0043_shared_office_work': sharedOfficeWork,
  '0044_scholarship_dashboard_admission_facts': scholarshipDashboardAdmissionFacts,
  '0045_admission_dashboard_counts': admissionDashboardCounts,
  '0046_outbox_request_id': outboxRequestId,
  '0047_my_data_downloads': myDataDownloads,
  '0048_personal_data_retention': personalDataRetention,
};

const inCodeProvider: MigrationProvider = { getMigrations: async () => MIGRATIONS };

/**
 * Brings the schema up to date, then the closed sets' CHECKs to their registries (closed-sets.ts);
 * throws (with the failing migration's name) when one fails.
 */
export async function migrateToLatest(db: Kysely<Database>): Promise<void> {
  // Kysely looks for its bookkeeping tables in a given schema; naming the connection's current one
  // keeps databases that hold several schemas (one per test file, or per tenant) from seeing each other's.
  const { rows } = await sql<{ schema: string }>`SELECT current_schema() AS schema`.execute(db);
  // Features are built on branches in parallel, each with its own numbered migration, and one may land
  // after a later number already ran on a developer's database; every migration here only adds
  // tables or columns of its own, so applying a lower number late is safe.
  const migrator = new Migrator({ db, provider: inCodeProvider, migrationTableSchema: rows[0]?.schema, allowUnorderedMigrations: true });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((result) => result.status === 'Error')?.migrationName ?? 'unknown';
    throw new Error(`Database migration ${failed} failed: ${error instanceof Error ? error.message : String(error)}`, {
      cause: error,
    });
  }
  await syncClosedSets(db);
}
