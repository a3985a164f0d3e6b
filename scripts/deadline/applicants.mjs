// The applicants of a deadline evening, made the way real ones are: each registers with an e-mail
// code from its own address, signs in, starts an admission application and completes every section
// and the identity document through the API, so it is ready to submit.
import { createRequire } from 'node:module';
import path from 'node:path';
import { ROOT } from '../workspace.mjs';
import { LoopbackBrowser, multipartBody, samplePdf } from './loopback-browser.mjs';

const PASSWORD = 'Deadline#Evening2026';
const CODE = /Your verification code is (\d{6})\./;

/**
 * A TypeScript module of the workspace (the answers the API tests use), bundled by esbuild and
 * imported: the bench scripts run in plain Node and share those answers rather than copy them.
 */
export async function importTypeScript(file) {
  const { build } = createRequire(path.join(ROOT, 'api/package.json'))('esbuild');
  const result = await build({
    entryPoints: [path.join(ROOT, file)],
    bundle: true,
    format: 'esm',
    platform: 'node',
    write: false,
    logLevel: 'silent',
  });
  return import(`data:text/javascript;base64,${Buffer.from(result.outputFiles[0].text).toString('base64')}`);
}

/** The complete application's answers the API tests use (shared/contracts/test). */
const completeAnswers = () => importTypeScript('shared/contracts/test/admission-complete-sample.ts');

/** 127.0.0.10, 127.0.0.11, … then 127.0.1.10, …: every applicant its own loopback address. */
export const applicantAddress = (index) => `127.0.${Math.floor(index / 240)}.${10 + (index % 240)}`;

function expectStatus(response, wanted, what) {
  if (!wanted.includes(response.status)) throw new Error(`${what}: ${response.status} ${response.error ?? response.body.slice(0, 300)}`);
  return response.body ? JSON.parse(response.body) : null;
}

async function codeFor(mailbox, email) {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const mails = expectStatus(await mailbox.request('GET', '/dev/mailbox.json'), [200], 'mailbox');
    const mail = mails.find((entry) => entry.to === email && CODE.test(entry.text));
    if (mail) return CODE.exec(mail.text)[1];
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no verification code for ${email}`);
}

async function prepareOne({ base, index, runId, answers, mailbox }) {
  const browser = new LoopbackBrowser(base, applicantAddress(index));
  const email = `applicant.${runId}.${index}@load.example.edu`;
  expectStatus(await browser.request('GET', '/api/system/settings'), [200], 'settings');
  expectStatus(await browser.request('POST', '/api/public/b2c/otp/generate', { json: { email } }), [200], 'code request');
  const otp = await codeFor(mailbox, email);
  expectStatus(await browser.request('POST', '/api/public/b2c/otp/verify', { json: { email, otp } }), [200], 'code');
  const account = { firstName: 'Load', lastName: `Applicant ${index}`, password: PASSWORD, confirmPassword: PASSWORD, email, system: 'ADM', systemSubCategory: 'ADM' };
  expectStatus(await browser.request('POST', '/api/public/b2c/account/submit', { json: account }), [200, 201], 'account');
  expectStatus(await browser.request('POST', '/api/auth/login/email', { json: { email, password: PASSWORD } }), [200], 'sign-in');
  const started = expectStatus(await browser.request('POST', '/api/admission/applications', { json: { category: 'MUSIC', eligibility: answers.COMPLETE_ELIGIBILITY } }), [201], 'start');
  const applicationNumber = started.applicationNumber;
  const applicationPath = `/api/admission/applications/${applicationNumber}`;
  const form = expectStatus(await browser.request('GET', `${applicationPath}/form`), [200], 'form');
  const versions = new Map();
  for (const { id } of form.sections) {
    if (id === 'applyAs' || id === 'documents') continue;
    const saved = expectStatus(await browser.request('PUT', `${applicationPath}/sections/${id}`, { json: { data: answers.COMPLETE_SECTIONS[id], version: 0, complete: true } }), [200], `section ${id}`);
    versions.set(id, saved.version);
  }
  const upload = multipartBody([
    { name: 'section', value: 'documents' },
    { name: 'documentType', value: 'IDENTITY_NRIC' },
    { name: 'file', value: samplePdf(), fileName: 'nric.pdf', contentType: 'application/pdf' },
  ]);
  expectStatus(await browser.request('POST', `${applicationPath}/documents`, { body: upload.body, contentType: upload.contentType }), [201], 'upload');
  return { browser, email, password: PASSWORD, address: applicantAddress(index), applicationNumber, applicationPath, versions, answers: answers.COMPLETE_SECTIONS, submitted: false, busy: false };
}

/** `count` applicants ready to submit, prepared a few at a time. */
export async function prepareApplicants({ base, count, concurrency = 6 }) {
  const answers = await completeAnswers();
  const runId = Date.now().toString(36);
  const mailbox = new LoopbackBrowser(base, '127.0.0.2');
  const applicants = new Array(count);
  let next = 0;
  async function worker() {
    while (next < count) {
      const index = next++;
      applicants[index] = await prepareOne({ base, index, runId, answers, mailbox });
    }
  }
  try {
    await Promise.all(Array.from({ length: concurrency }, worker));
  } finally {
    mailbox.close();
  }
  return applicants;
}
