import { fingerprint } from '../src/version/version-check';

jest.mock('../src/federation/remotes', () => ({ fetchDeployment: jest.fn() }));

describe('fingerprint', () => {
  const deployment = {
    shell: { version: 's1' },
    remotes: [
      { name: 'mfe_payment', entry: '/apps/mfe-payment/p1/mf-manifest.json', version: 'p1' },
      { name: 'mfe_admission', entry: '/apps/mfe-admission/a1/mf-manifest.json', version: 'a1' },
    ],
  };

  it('does not depend on the order remotes are listed in', () => {
    expect(fingerprint(deployment)).toBe(fingerprint({ ...deployment, remotes: [...deployment.remotes].reverse() }));
  });

  it('changes when any one remote is redeployed', () => {
    const redeployed = { ...deployment, remotes: [deployment.remotes[0]!, { ...deployment.remotes[1]!, version: 'a2' }] };
    expect(fingerprint(redeployed)).not.toBe(fingerprint(deployment));
  });
});
