/** Looks up what a sign-in is checked against: an application's PIN hash or an account's password hash. */
import type { Db } from '../../db/database';

export async function findApplicationForLogin(db: Db, system: string, applicationNumber: string) {
  return db
    .selectFrom('applications')
    .select(['id', 'pin_hash'])
    .where('system', '=', system)
    .where('application_number', '=', applicationNumber)
    .executeTakeFirst();
}

export async function findAccountForLogin(db: Db, email: string) {
  return db
    .selectFrom('accounts')
    .select(['id', 'password_hash'])
    .where((eb) => eb(eb.fn('lower', ['email']), '=', email.trim().toLowerCase()))
    .executeTakeFirst();
}
