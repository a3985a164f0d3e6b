/** The portal's OpenID keys: generated once into DATA_DIR outside production and reused, private to the server. */
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { loadPortalKeys } from '../../../../src/modules/auth/oidc/portal-keys';
import { safeReturnPath } from '../../../../src/modules/auth/national-identity-routes';

describe('portal keys', () => {
  let dataDir: string;
  beforeEach(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'portal-keys-'));
  });
  afterEach(async () => rm(dataDir, { recursive: true, force: true }));

  it('are generated on first start into DATA_DIR, readable by this user only, and the same on the next start', async () => {
    const first = await loadPortalKeys({ dataDir, nodeEnv: 'development', oidcKeys: undefined });
    const file = path.join(dataDir, 'oidc-keys.json');
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    const second = await loadPortalKeys({ dataDir, nodeEnv: 'development', oidcKeys: undefined });
    expect(second.jwks).toEqual(first.jwks);
    expect(first.jwks.keys[0]!.kid).not.toBe(first.jwks.keys[1]!.kid);
    // The JWKS holds public halves only.
    expect(JSON.stringify(first.jwks)).not.toContain(JSON.parse(await readFile(file, 'utf8')).signing.d);
  });

  it('are required from configuration in production', async () => {
    await expect(loadPortalKeys({ dataDir, nodeEnv: 'production', oidcKeys: undefined })).rejects.toThrow(/required in production/);
  });
});

describe('the return path after sign-in', () => {
  it('stays on this site', () => {
    expect(safeReturnPath('/applicant/admission/apply')).toBe('/applicant/admission/apply');
    expect(safeReturnPath('/applicant?tab=1')).toBe('/applicant?tab=1');
    for (const outside of ['//evil.example', '/\\evil.example', 'https://evil.example', 'javascript:alert(1)', '', undefined, 42, `/${'a'.repeat(300)}`]) {
      expect(safeReturnPath(outside)).toBe('/applicant');
    }
  });
});
