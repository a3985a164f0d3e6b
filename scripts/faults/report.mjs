// The suite's rows of docs/operations.md's faults table (the bench's shape: what was done | what was measured | the promise and
// whether it was kept) and its JSON.
const s = (ms) => (ms === null ? '–' : `${(ms / 1000).toFixed(1)} s`);
const verdict = (broken) => (broken.length ? '**broken**' : 'kept');

export function instanceKilledLine({ figures, broken }, instances) {
  const f = figures;
  return (
    `| Fault: kill -9 of 1 of ${instances} API instances behind HAProxy during saves and submits (${f.savesPerSecond} saves/s and ${f.submits} submits over ${f.seconds} s, ` +
    `killed with ${f.inFlightAtKill.save} saves and ${f.inFlightAtKill.submit} submits on their way; the browsers retry as the portal's saver does) ` +
    `| ${f.savesAcknowledged} saves acknowledged, ${f.savesRetriedAfterKill} retried after the kill (${f.ownSavesRecognised} recognised as landed unanswered; last failure seen ${f.lastFailureSeenAfterKillSeconds.toFixed(1)} s after the kill), ${f.lost} lost; ` +
    `${f.submitted} applications submitted, ${f.duplicateSubmissions} twice; longest wait for an acknowledgement ${s(f.longestWaitMs)}; the other ${instances - 1} instances answered throughout ` +
    `| every acknowledged save kept, retries land once, 0 lost, 0 duplicate submissions: ${verdict(broken)} |`
  );
}

export function databaseStoppedLine({ figures, broken }, instances) {
  const f = figures;
  return (
    `| Fault: PostgreSQL stopped (fast shutdown) for ${f.downSeconds.toFixed(0)} s under load (${f.savesPerSecond} saves/s, ${instances} instances behind HAProxy) ` +
    `| slowest answer while down ${f.slowestDownAnswerMs ?? '–'} ms (while stopping or starting ${f.slowestTransitionAnswerMs ?? '–'} ms); ${f.unavailableAnswers} answered 503 with Retry-After (${f.unavailableFromInstances} by instances, ${f.unavailableFromBalancer} by HAProxy), every /api/health 503; ` +
    `HAProxy answering every request itself from ${f.balancerTookOutSeconds} s after the stop; ` +
    `all instances healthy ${f.recoverySeconds ?? '–'} s after PostgreSQL was back, first save acknowledged after ${f.firstSaveBackSeconds ?? '–'} s; ${f.savesAcknowledged} saves acknowledged (${f.savesRetried} resent), ${f.lost} lost; ${f.submitted} applications submitted, ${f.duplicateSubmissions} twice ` +
    `| 503 + Retry-After within 1 s while down, never a hang, healthy ≤ 5 s after, 0 lost: ${verdict(broken)} |`
  );
}

/** What came back of one kind of write: "before the backup 40 (all there), …". */
const restoredCounts = (what, t) =>
  `${what}: ${t.beforeBackup} acknowledged before the backup, ${t.upToRestorePoint} after it up to the restore point, ${t.afterRestorePoint} after the restore point (${t.lostAcknowledgedAt.length} of those lost)`;

export function backupRestoredLine({ figures, broken }, instances) {
  const f = figures;
  const r = f.restoreSeconds;
  return (
    `| Restore drill: WAL archived continuously (archive_timeout ${f.archiveTimeoutSeconds} s), a base backup taken with \`npm run backup -- base\` under load through HAProxy (${f.savesPerSecond} saves/s, ${f.uploadsPerSecond} uploads/s, ${f.submits} submits, ${instances} instances), writing on for ${f.writingAfterBackupSeconds} s, ` +
    `then the primary lost (kill -9 of every PostgreSQL process, its data folder never read again); \`npm run restore\` into a fresh data folder on a new port, one API instance started on it ` +
    `| base backup ${f.backupMegabytes} MB in ${f.backupSeconds.toFixed(1)} s; restored to ${f.restorePointBeforeLossSeconds.toFixed(1)} s before the loss; ` +
    `${restoredCounts('saves', f.saves)}; ${restoredCounts('uploads', f.uploads)}, each downloaded through the restored portal byte for byte (SHA-256); ${restoredCounts('submissions', f.submissions)}; ` +
    `**recovery point**: ${f.lost} acknowledged writes lost, acknowledged in the last ${f.lossSpanSeconds.toFixed(1)} s before the loss; ` +
    `**recovery time** ${f.recoverySeconds.toFixed(1)} s (extract ${r.extract.toFixed(1)} s, pg_verifybackup ${r.verify.toFixed(1)} s, WAL replay and promotion ${r.recovery.toFixed(1)} s, the instance healthy ${f.instanceStartSeconds.toFixed(1)} s after); ` +
    `${f.signedIn} applicants signed in on the restored portal, ${f.draftsSeen} saw their draft as restored ` +
    `| everything acknowledged before the backup and up to the restore point restored whole, files byte for byte; nothing acknowledged more than archive_timeout + 2 s before the loss lost; the portal answering within 60 s: ${verdict(broken)} |`
  );
}
