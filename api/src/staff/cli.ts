/**
 * `npm run office -- add-staff --email … --name "…" --role OFFICE_ADMIN`: creates a staff account
 * from the command line, which is how an office gets its first administrator (who then manages the
 * others at /office/staff). The password is never an argument (it would stay in the shell history
 * and the process list): it is typed at a hidden prompt, or read from the first line of standard input.
 *
 * It opens the database the server uses (DATABASE_URL, else the embedded one in DATA_DIR). The
 * embedded database belongs to one process at a time: stop `npm start` first; PostgreSQL needs no pause.
 */
import { STAFF_ROLES, type StaffRole } from '@portal/contracts/office/staff';
import { newStaffSchema, type NewStaff } from '@portal/contracts/schemas/office-staff';
import { MESSAGES } from '@portal/contracts/messages';
import { catalogueError } from '@portal/contracts/validation';
import path from 'node:path';
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { ValidationError } from 'yup';
import { openDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrations';
import { isCommonPassword } from '../security/common-secrets';
import { createStaff, StaffEmailTakenError } from './staff-store';

const USAGE = `Usage: npm run office -- add-staff --email <address> --name "<full name>" --role <${STAFF_ROLES.join('|')}>
The password is asked for at a hidden prompt, or read from the first line of standard input.`;

function readPassword(): Promise<string> {
  const input = process.stdin;
  // Piped: read synchronously, before anything else (the embedded database's runtime also listens on stdin).
  if (!input.isTTY) return Promise.resolve(readFileSync(0, 'utf8').split(/\r?\n/)[0] ?? '');
  return new Promise((resolve) => {
    process.stdout.write('Password for the new account (not shown): ');
    input.setRawMode(true);
    input.resume();
    let typed = '';
    const onData = (chunk: Buffer) => {
      for (const char of chunk.toString('utf8')) {
        if (char === '\r' || char === '\n') {
          input.setRawMode(false);
          input.pause();
          input.off('data', onData);
          process.stdout.write('\n');
          resolve(typed);
          return;
        }
        if (char === '\u0003') process.exit(130);
        typed = char === '\u007f' ? typed.slice(0, -1) : typed + char;
      }
    };
    input.on('data', onData);
  });
}

/** A code's English words, as the API gives them to its clients. */
const describe = (code: string, params: Array<string | number> = []) => catalogueError(code, params).message;

async function addStaff(args: string[]): Promise<number> {
  const { values } = parseArgs({ args, options: { email: { type: 'string' }, name: { type: 'string' }, role: { type: 'string' } }, strict: true });
  let input: NewStaff;
  try {
    const password = await readPassword();
    input = newStaffSchema.validateSync({ email: values.email ?? '', fullName: values.name ?? '', role: values.role ?? '', password }, { abortEarly: false });
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    for (const inner of error.inner) {
      const message = inner.message as unknown as string | { code: string; params: Array<string | number> };
      const words = typeof message === 'string' ? describe(message) : describe(message.code, message.params);
      console.error(`✖ ${inner.path === 'fullName' ? 'name' : inner.path}: ${words}`);
    }
    console.error(USAGE);
    return 2;
  }
  if (isCommonPassword(input.password)) {
    console.error(`✖ password: ${MESSAGES.PASSWORD_TOO_COMMON}`);
    return 2;
  }
  const db = openDatabase({ databaseUrl: process.env.DATABASE_URL || undefined, dataDir: path.resolve(process.env.DATA_DIR ?? './.data') });
  try {
    await migrateToLatest(db);
    const member = await createStaff(db, { email: input.email, fullName: input.fullName, role: input.role as StaffRole, password: input.password });
    console.log(`Created staff account ${member.email} (${member.role}). Sign in at /office: after the password, set up a passkey or an authenticator app.`);
    return 0;
  } catch (error) {
    if (error instanceof StaffEmailTakenError) {
      console.error(`✖ email: ${MESSAGES.STAFF_EMAIL_TAKEN}`);
      return 1;
    }
    throw error;
  } finally {
    await db.destroy();
  }
}

async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  if (command === 'add-staff') return addStaff(rest);
  console.error(USAGE);
  return command === undefined || command === 'help' || command === '--help' ? 0 : 2;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`✖ ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
