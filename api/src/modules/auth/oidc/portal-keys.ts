/**
 * The portal's own keys as an OpenID client: an ES256 key that signs its client assertions
 * (private_key_jwt) and an EC P-256 key that identity providers encrypt ID tokens and userinfo to
 * (ECDH-ES+A256KW). The public halves are served as a JWKS (GET /api/auth/oidc/jwks), which the
 * providers fetch from the portal's registered jwks_uri.
 *
 * From configuration (OIDC_SIGNING_KEY, OIDC_ENCRYPTION_KEY) when set; otherwise, outside production,
 * generated once into DATA_DIR/oidc-keys.json (readable by this user only) and reused on every start,
 * so a provider's cached copy of the JWKS stays right. With DATA_DIR=:memory: they live as long as the process.
 */
import { createHash, generateKeyPairSync, webcrypto } from 'node:crypto';
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { isProduction, type Config } from '../../../config';

export const ID_TOKEN_ENCRYPTION_ALG = 'ECDH-ES+A256KW';
export const CLIENT_SIGNING_ALG = 'ES256';

/** A public key as served in the JWKS, named and labelled for its one use. */
export interface PublicJwk extends JsonWebKey {
  kid: string;
  use: 'sig' | 'enc';
  alg: string;
}

export interface PortalKeys {
  signing: { privateKey: webcrypto.CryptoKey; kid: string };
  encryption: { privateKey: webcrypto.CryptoKey; kid: string };
  /** The public JWKS, ready to serve. */
  jwks: { keys: PublicJwk[] };
}

const KEY_FILE = 'oidc-keys.json';

function newPrivateJwk(): JsonWebKey {
  const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  return privateKey.export({ format: 'jwk' }) as JsonWebKey;
}

/** RFC 7638 thumbprint: a key id that names the key itself, so it changes exactly when the key does. */
export function jwkThumbprint(jwk: JsonWebKey): string {
  const canonical = JSON.stringify({ crv: jwk.crv, kty: jwk.kty, x: jwk.x, y: jwk.y });
  return createHash('sha256').update(canonical).digest('base64url');
}

async function keysFromDataDir(dataDir: string): Promise<{ signing: JsonWebKey; encryption: JsonWebKey }> {
  if (dataDir === ':memory:') return { signing: newPrivateJwk(), encryption: newPrivateJwk() };
  const file = path.join(dataDir, KEY_FILE);
  try {
    return JSON.parse(await readFile(file, 'utf8')) as { signing: JsonWebKey; encryption: JsonWebKey };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const keys = { signing: newPrivateJwk(), encryption: newPrivateJwk() };
  await mkdir(dataDir, { recursive: true });
  // wx: two instances starting at once keep whichever was written first.
  try {
    await writeFile(file, JSON.stringify(keys), { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return JSON.parse(await readFile(file, 'utf8')) as typeof keys;
    throw error;
  }
  await chmod(file, 0o600);
  return keys;
}

const publicHalf = ({ kty, crv, x, y }: JsonWebKey): JsonWebKey => ({ kty, crv, x, y });

export async function loadPortalKeys(config: Pick<Config, 'oidcKeys' | 'dataDir' | 'nodeEnv'>): Promise<PortalKeys> {
  if (!config.oidcKeys && isProduction(config as Config)) throw new Error('OIDC_SIGNING_KEY and OIDC_ENCRYPTION_KEY are required in production');
  const { signing, encryption } = config.oidcKeys ?? (await keysFromDataDir(config.dataDir));
  const signingKid = jwkThumbprint(signing);
  const encryptionKid = jwkThumbprint(encryption);
  const [signingKey, encryptionKey] = await Promise.all([
    webcrypto.subtle.importKey('jwk', signing, { name: 'ECDSA', namedCurve: 'P-256' }, false, ['sign']),
    webcrypto.subtle.importKey('jwk', encryption, { name: 'ECDH', namedCurve: 'P-256' }, false, ['deriveBits']),
  ]);
  return {
    signing: { privateKey: signingKey, kid: signingKid },
    encryption: { privateKey: encryptionKey, kid: encryptionKid },
    jwks: {
      keys: [
        { ...publicHalf(signing), kid: signingKid, use: 'sig', alg: CLIENT_SIGNING_ALG },
        { ...publicHalf(encryption), kid: encryptionKid, use: 'enc', alg: ID_TOKEN_ENCRYPTION_ALG },
      ],
    },
  };
}
