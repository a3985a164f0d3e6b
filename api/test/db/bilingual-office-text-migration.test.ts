/**
 * Migrations 0035, 0036 and 0038 (issue 35): what the office typed in one language before. A period's
 * name becomes its English name; the demo periods get their Chinese, any other keeps none (the
 * applicant reads the English until the office gives it). An exam's free-text time becomes a start
 * and an end (hh:mm, 24-hour) where the text gave them; its venue becomes the English venue. An
 * interview time's place is copied into both languages (a video call keeps none).
 */
import { sql } from 'kysely';
import type { Db } from '../../src/db/database';
import { legacyExamTimes } from '../../src/db/legacy-exam-times';
import { everyDatabase, migrateTestDatabase, migrateTestDatabaseUpTo, openTestDatabase, type TestDatabase } from '../helpers/test-database';

describe('the times an exam gave as free text', () => {
  it.each([
    ['09:00 to 11:00', '09:00', '11:00'],
    ['9.30am - 12.15pm', '09:30', '12:15'],
    ['2pm to 4:30 pm', '14:00', '16:30'],
    ['12 noon, 12:00 pm', '12:00', null],
    ['14:00', '14:00', null],
    ['Morning, Hall 2', null, null],
    ['16:00 to 15:00', '16:00', null],
    ['', null, null],
  ])('%j gives %s to %s', (text, startsAt, endsAt) => {
    expect(legacyExamTimes(text)).toEqual({ startsAt, endsAt });
  });
});

describe.each(everyDatabase())('migrations 0035, 0036 and 0038 (periods, exams and interview places in both languages) on %s', (target) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase(target);
  });
  afterAll(() => database?.close());

  const period = (db: Db, system: string, name: string) =>
    sql`INSERT INTO application_periods (system, academic_year, name, opens_at, closes_at) VALUES (${system}, '2027/2028', ${name}, now(), now() + interval '30 days')`.execute(db);
  const exam = (db: Db, name: string, time: string, venue: string) =>
    sql`INSERT INTO entrance_exams (name_en, name_zh, exam_date, exam_time, venue, fee_cents, programmes, registration_closes_on, created_at)
        VALUES (${name}, ${name}, '2027-04-15', ${time}, ${venue}, 5000, '["CS"]'::jsonb, '2027-03-31', now())`.execute(db);
  const slot = (db: Db, startsAt: string, place: string | null, videoLink: string | null) =>
    sql`INSERT INTO interview_slots (kind, starts_at, duration_minutes, place, video_link, created_by, created_at)
        SELECT 'INTERVIEW', ${startsAt}::timestamptz, 30, ${place}, ${videoLink}, id, now() FROM staff_accounts`.execute(db);

  it('keeps every name, time, venue and place, in English and where it can in Chinese', async () => {
    const { db } = database;
    await migrateTestDatabaseUpTo(target, db, '0034_tuition_grant_surety_reminders');
    await period(db, 'ADM', 'Undergraduate admissions 2027/2028');
    await period(db, 'SCALE', 'SCALE working adults 2027/2028');
    await period(db, 'CE', 'Part-time degrees, second intake');
    await exam(db, 'Mathematics Aptitude Test', '09:00 to 11:00', 'Examination Hall 1');
    await exam(db, 'Art Portfolio Review', 'Morning', 'Studio 3');
    await sql`INSERT INTO staff_accounts (email, full_name, password_hash, role) VALUES ('officer@example.edu', 'An Officer', 'x', 'ADMISSIONS')`.execute(db);
    await slot(db, '2027-03-10T10:00:00+08:00', 'Admissions Office, Room 1', null);
    await slot(db, '2027-03-10T11:00:00+08:00', null, 'https://video.example.edu/room/42');

    await migrateTestDatabase(target, db);

    const periods = await db.selectFrom('application_periods').select(['system', 'name_en', 'name_zh']).orderBy('system').execute();
    expect(periods).toEqual([
      { system: 'ADM', name_en: 'Undergraduate admissions 2027/2028', name_zh: '2027/2028 学年本科招生' },
      { system: 'CE', name_en: 'Part-time degrees, second intake', name_zh: null },
      { system: 'SCALE', name_en: 'SCALE working adults 2027/2028', name_zh: '2027/2028 学年 SCALE 在职成人课程招生' },
    ]);
    const exams = await db.selectFrom('entrance_exams').select(['name_en', 'starts_at', 'ends_at', 'venue_en', 'venue_zh']).orderBy('name_en').execute();
    expect(exams).toEqual([
      { name_en: 'Art Portfolio Review', starts_at: null, ends_at: null, venue_en: 'Studio 3', venue_zh: null },
      { name_en: 'Mathematics Aptitude Test', starts_at: '09:00', ends_at: '11:00', venue_en: 'Examination Hall 1', venue_zh: null },
    ]);
    const slots = await db.selectFrom('interview_slots').select(['place_en', 'place_zh', 'video_link']).orderBy('starts_at').execute();
    expect(slots).toEqual([
      { place_en: 'Admissions Office, Room 1', place_zh: 'Admissions Office, Room 1', video_link: null },
      { place_en: null, place_zh: null, video_link: 'https://video.example.edu/room/42' },
    ]);
    // The migrations up to 0034 run here on an empty database: slow beside another suite on two cores.
  }, 180_000);

  it('refuses a time that is not hh:mm, an end before the start, an empty name and a place in one language', async () => {
    const { db } = database;
    const setTimes = (startsAt: string, endsAt: string | null) => db.updateTable('entrance_exams').set({ starts_at: startsAt, ends_at: endsAt }).execute();
    await expect(setTimes('9:00', null)).rejects.toThrow(/starts_at/);
    await expect(setTimes('10:00', '09:00')).rejects.toThrow(/entrance_exams_times_check/);
    await expect(db.updateTable('application_periods').set({ name_zh: ' ' }).execute()).rejects.toThrow(/name_zh/);
    // A place in one language only, or blank, would leave a reader without it.
    await expect(db.updateTable('interview_slots').set({ place_zh: null }).where('place_en', 'is not', null).execute()).rejects.toThrow(/interview_slots_place_languages_check/);
    await expect(db.updateTable('interview_slots').set({ place_zh: ' ' }).where('place_en', 'is not', null).execute()).rejects.toThrow(/place_zh/);
  });
});
