// The restore drill's promises (scripts/faults/backup-checks.mjs) on made-up outcomes: what was
// acknowledged before the backup or up to the restore point and is missing breaks them, as does a
// write restored differently; what was acknowledged after the restore point is the recovery point's loss.
const { execFileSync } = require('node:child_process');
const path = require('node:path');

const ROOT = path.resolve(__dirname, '../../..');

/** Runs `code` with the checks imported as `checks`; returns what it prints as JSON. */
function withChecks(code) {
  const script = `import * as checks from './scripts/faults/backup-checks.mjs';\n${code}`;
  return JSON.parse(execFileSync(process.execPath, ['--input-type=module', '-e', script], { cwd: ROOT, encoding: 'utf8' }));
}

const MARKS = { backupStartedAt: 1000, restorePoint: 2000 };

describe('the drill’s tally of one kind of write', () => {
  it('counts writes acknowledged after the restore point and missing as the loss, and breaks nothing for them', () => {
    const items = [
      { name: 'a', acknowledgedAt: 500, state: 'present' },
      { name: 'b', acknowledgedAt: 1500, state: 'present' },
      { name: 'c', acknowledgedAt: 2500, state: 'present' },
      { name: 'd', acknowledgedAt: 2600, state: 'absent' },
    ];
    expect(withChecks(`console.log(JSON.stringify(checks.tally('saves', ${JSON.stringify(items)}, ${JSON.stringify(MARKS)})))`)).toEqual({
      acknowledged: 4,
      beforeBackup: 1,
      upToRestorePoint: 1,
      afterRestorePoint: 2,
      lostAcknowledgedAt: [2600],
      broken: [],
    });
  });

  it('breaks its promise for a write missing from before the backup or before the restore point, or restored differently', () => {
    const items = [
      { name: 'before the backup', acknowledgedAt: 999, state: 'absent' },
      { name: 'at the restore point', acknowledgedAt: 2000, state: 'absent' },
      { name: 'changed', acknowledgedAt: 2500, state: 'wrong', detail: 'other bytes' },
    ];
    const { broken } = withChecks(`console.log(JSON.stringify(checks.tally('uploads', ${JSON.stringify(items)}, ${JSON.stringify(MARKS)})))`);
    expect(broken).toEqual([
      '1 uploads acknowledged before the base backup started are missing: before the backup',
      '1 uploads acknowledged after the backup started but before the restore point are missing: at the restore point',
      '1 uploads came back different from what was acknowledged: changed: other bytes',
    ]);
  });
});

describe('saves against the restored sections', () => {
  /** A ledger of one section: prepared at version 3, then saves as given ([values, outcome, writesLanded, acknowledgedAt]). */
  const ledger = (saves) => `{
    sections: new Map([['A1/personalStatement', { key: 'A1/personalStatement', initialVersion: 3 }]]),
    operations: ${JSON.stringify(saves)}.map(([values, outcome, writesLanded, acknowledgedAt]) => ({ kind: 'save', key: 'A1/personalStatement', values, outcome, writesLanded, acknowledgedAt })),
  }`;
  const restored = (data, version) => `{ sections: new Map([['A1/personalStatement', { data: ${JSON.stringify(data)}, version: ${version} }]]) }`;
  const saves = [
    [{ statement: 'one' }, 'acknowledged', 1, 500],
    [{ statement: 'two' }, 'gave up', 0, null],
    [{ statement: 'three' }, 'acknowledged', 2, 1500],
  ];

  it('finds each acknowledged save by the version it made', () => {
    const items = withChecks(`console.log(JSON.stringify(checks.savesRestored(${ledger(saves)}, ${restored({ statement: 'three' }, 6)})))`);
    expect(items).toEqual([
      { name: 'A1/personalStatement v4', acknowledgedAt: 500, state: 'present', detail: '' },
      { name: 'A1/personalStatement v6', acknowledgedAt: 1500, state: 'present', detail: '' },
    ]);
  });

  it('calls a save missing when the section is at an earlier version, and wrong when its version holds other values', () => {
    const earlier = withChecks(`console.log(JSON.stringify(checks.savesRestored(${ledger(saves)}, ${restored({ statement: 'one' }, 4)})))`);
    expect(earlier.map((item) => item.state)).toEqual(['present', 'absent']);
    const other = withChecks(`console.log(JSON.stringify(checks.savesRestored(${ledger(saves)}, ${restored({ statement: 'something else' }, 6)})))`);
    expect(other.map((item) => item.state)).toEqual(['present', 'wrong']);
  });
});
