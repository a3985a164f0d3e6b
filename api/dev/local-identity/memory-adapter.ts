/**
 * Where the local providers keep their state (sessions, interactions, codes, tokens, grants): in
 * this process's memory, dropping each entry when it expires. That is all a development provider
 * needs — restarting it signs everyone out of it — and, unlike oidc-provider's built-in quick-start
 * store, it is ours to read and says so instead of warning on every start.
 */
import type { Adapter, AdapterPayload } from 'oidc-provider';

interface Entry {
  payload: AdapterPayload;
  /** Epoch milliseconds; undefined: kept until the process ends. */
  expiresAt?: number;
}

/** One store per provider; every model (Session, Grant, AuthorizationCode…) gets an adapter over it. */
export function memoryAdapterFactory(): (model: string) => Adapter {
  const entries = new Map<string, Entry>();
  const byUid = new Map<string, string>();
  const byUserCode = new Map<string, string>();
  const byGrant = new Map<string, Set<string>>();

  const read = (key: string): AdapterPayload | undefined => {
    const entry = entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt !== undefined && entry.expiresAt <= Date.now()) {
      entries.delete(key);
      return undefined;
    }
    return entry.payload;
  };

  return (model) => {
    const keyOf = (id: string) => `${model}:${id}`;
    return {
      async upsert(id, payload, expiresIn) {
        const key = keyOf(id);
        entries.set(key, { payload, expiresAt: expiresIn ? Date.now() + expiresIn * 1000 : undefined });
        if (payload.uid) byUid.set(payload.uid, key);
        if (payload.userCode) byUserCode.set(payload.userCode, key);
        if (payload.grantId) {
          const keys = byGrant.get(payload.grantId) ?? new Set<string>();
          keys.add(key);
          byGrant.set(payload.grantId, keys);
        }
      },
      async find(id) {
        return read(keyOf(id));
      },
      async findByUid(uid) {
        const key = byUid.get(uid);
        return key === undefined ? undefined : read(key);
      },
      async findByUserCode(userCode) {
        const key = byUserCode.get(userCode);
        return key === undefined ? undefined : read(key);
      },
      async consume(id) {
        const payload = read(keyOf(id));
        if (payload) payload.consumed = Math.floor(Date.now() / 1000);
      },
      async destroy(id) {
        entries.delete(keyOf(id));
      },
      async revokeByGrantId(grantId) {
        for (const key of byGrant.get(grantId) ?? []) entries.delete(key);
        byGrant.delete(grantId);
      },
    };
  };
}
