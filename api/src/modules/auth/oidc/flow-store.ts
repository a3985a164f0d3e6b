/**
 * Sign-ins in flight with an OpenID provider. What must stay secret until the provider sends the
 * person back (state, nonce, PKCE verifier, the flow's DPoP private key) is kept here, server-side,
 * keyed by the SHA-256 of a random id that only the browser's HttpOnly cookie holds: never in a URL
 * or a log. A flow is taken once (read and deleted in one statement) and only before it expires.
 */
import type { SystemId } from '@portal/contracts/systems';
import type { Db } from '../../../db/database';
import { OIDC_FLOW_SECONDS } from '../../../http/cookies';
import { randomToken, sha256 } from '../../../security/tokens';

export interface FlowSecrets {
  state: string;
  nonce: string;
  codeVerifier: string;
  dpopKey: { privateJwk: JsonWebKey; publicJwk: JsonWebKey } | null;
}

export interface Flow extends FlowSecrets {
  provider: string;
  system: SystemId;
  subCategory: string;
  returnTo: string;
  /** A retrieval by a signed-in applicant (/singpass): the applicant the person must be. Absent for a sign-in. */
  applicantId?: string | null;
}

/** Stores a new flow; returns the cookie value (the only place the raw id exists). */
export async function createFlow(db: Db, flow: Flow, now: Date): Promise<string> {
  const id = randomToken();
  await db
    .insertInto('oidc_flows')
    .values({
      id_hash: sha256(id),
      provider: flow.provider,
      state: flow.state,
      nonce: flow.nonce,
      code_verifier: flow.codeVerifier,
      dpop_key: flow.dpopKey ? JSON.stringify(flow.dpopKey) : null,
      system: flow.system,
      sub_category: flow.subCategory,
      return_to: flow.returnTo,
      applicant_id: flow.applicantId ?? null,
      created_at: now,
      expires_at: new Date(now.getTime() + OIDC_FLOW_SECONDS * 1000),
    })
    .execute();
  return id;
}

/**
 * The flow this cookie names for this provider (or one of these), deleted as it is read so a second
 * callback with the same cookie finds nothing; undefined when unknown, already used, for another
 * provider or expired.
 */
export async function takeFlow(db: Db, cookieValue: string, provider: string | readonly string[], now: Date): Promise<Flow | undefined> {
  const row = await db.deleteFrom('oidc_flows').where('id_hash', '=', sha256(cookieValue)).returningAll().executeTakeFirst();
  const expected = typeof provider === 'string' ? [provider] : provider;
  if (!row || !expected.includes(row.provider) || new Date(row.expires_at).getTime() <= now.getTime()) return undefined;
  return {
    provider: row.provider,
    state: row.state,
    nonce: row.nonce,
    codeVerifier: row.code_verifier,
    dpopKey: row.dpop_key,
    system: row.system as SystemId,
    subCategory: row.sub_category,
    returnTo: row.return_to,
    applicantId: row.applicant_id,
  };
}

/** Housekeeping: flows nobody came back for. */
export async function deleteExpiredFlows(db: Db, now: Date): Promise<number> {
  const result = await db.deleteFrom('oidc_flows').where('expires_at', '<=', now).executeTakeFirst();
  return Number(result.numDeletedRows);
}
