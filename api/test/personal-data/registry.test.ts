/**
 * The personal data registry (api/src/personal-data/registry.ts) on its own: what my-data's copy and
 * retention's removals get is what the domains' sources declare, every one of them in order, and a
 * source that declares nothing changes nothing. The domains' real sources are exercised end to end by
 * the my-data and retention suites.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { HeldApplicationRecord, HeldPart } from '../../src/personal-data/holdings';
import { personalDataRegistry, type PersonalDataSource } from '../../src/personal-data/registry';
import { SEEDED } from '../helpers/seeded-database';
import { oneDatabase, openTestDatabase, type TestDatabase } from '../helpers/test-database';

const application = (formId: string): HeldApplicationRecord => ({
  kind: 'ADMISSION',
  formId,
  reference: '99000001',
  status: 'DRAFT',
  academicYear: '2027',
  createdAt: new Date('2026-01-05T00:00:00Z'),
  submittedAt: null,
  admissionApplicationNumber: null,
  submission: null,
  details: {},
});

const fee = { id: 'fee-1', kind: 'APPLICATION', description: 'Application fee', amountCents: 1000, currency: 'SGD', status: 'UNPAID', dueDate: null, raisedAt: new Date('2026-01-05T00:00:00Z'), waivedReason: null, waivedAt: null, applicationNumber: '99000001' };

/** A source that reads the part given and sees what was read before it. */
function reading(domain: string, part: HeldPart, seen: HeldPart[] = []): PersonalDataSource {
  return {
    domain,
    copy: {
      async read(_db, _subject, soFar) {
        seen.push(soFar);
        return part;
      },
    },
  };
}

describe.each(oneDatabase())('the personal data registry on %s', (target) => {
  let t: TestDatabase;
  const subject = { applicantId: randomUUID(), accountId: null };
  const formId = randomUUID();

  beforeAll(async () => {
    t = await openTestDatabase(target, SEEDED);
  });
  afterAll(async () => t?.close());

  it('refuses two sources of one domain', () => {
    expect(() => personalDataRegistry([reading('admission', {}), reading('admission', {})])).toThrow('Two personal data sources of admission');
  });

  it('finds a retention kind\'s records with the one source that declares the kind, and refuses none or two', async () => {
    const drafts = { qualifying: async () => [{ id: 'draft-1', datedAt: new Date('2024-01-01T00:00:00Z') }], existing: async () => ['draft-1'] };
    const registry = personalDataRegistry([{ domain: 'silent' }, { domain: 'admission', retention: { DRAFT_APPLICATIONS: drafts } }]);
    expect(await registry.retentionQuery('DRAFT_APPLICATIONS').qualifying(t.db, new Date(), new Date())).toEqual([{ id: 'draft-1', datedAt: new Date('2024-01-01T00:00:00Z') }]);
    expect(() => registry.retentionQuery('CLOSED_APPLICATIONS')).toThrow('0 personal data sources declare retention kind CLOSED_APPLICATIONS');
    const twice = personalDataRegistry([{ domain: 'one', retention: { DRAFT_APPLICATIONS: drafts } }, { domain: 'two', retention: { DRAFT_APPLICATIONS: drafts } }]);
    expect(() => twice.retentionQuery('DRAFT_APPLICATIONS')).toThrow('2 personal data sources');
  });

  it('gives a copy with nothing in it when no source declares anything', async () => {
    const copy = await personalDataRegistry([{ domain: 'silent' }]).read(t.db, subject);
    expect(copy).toEqual({ person: null, loginAccounts: [], socialAccounts: [], pinSignIns: [], applications: [], scholarshipNames: {}, documents: [], fees: [], payments: [], emails: [] });
  });

  it('joins every source’s part of the copy in order, each seeing the parts before it; a silent source adds nothing', async () => {
    const seenBySecond: HeldPart[] = [];
    const sources = [reading('first', { applications: [application(formId)], pinSignIns: ['99000001'] }), reading('second', { fees: [fee], pinSignIns: ['99000002'] }, seenBySecond)];
    const copy = await personalDataRegistry(sources).read(t.db, subject);
    expect(copy.pinSignIns).toEqual(['99000001', '99000002']);
    expect(copy.fees).toEqual([fee]);
    // The forms mechanism adds each application's answers and timeline (none saved for this one).
    expect(copy.applications).toEqual([{ ...application(formId), sections: {}, timeline: [] }]);
    expect(seenBySecond).toEqual([{ applications: [application(formId)], pinSignIns: ['99000001'] }]);

    const withSilent = await personalDataRegistry([sources[0]!, { domain: 'silent', removal: {} }, sources[1]!]).read(t.db, subject);
    expect(withSilent).toEqual(copy);
  });

  it('consults every source for the forms hanging off an application and for whether the person has any left', async () => {
    const holding = (domain: string, formIds: string[], has: boolean): PersonalDataSource => ({
      domain,
      removal: { formsOfApplications: async () => formIds, hasApplication: () => (has ? sql<boolean>`true` : sql<boolean>`false`) },
    });
    const none = personalDataRegistry([holding('first', ['appeal-1'], false), { domain: 'silent' }]);
    expect(await none.formIdsOf(t.db, [formId])).toEqual([formId, 'appeal-1']);
    expect(await none.hasNothingLeft(t.db, subject.applicantId)).toBe(true);

    const both = personalDataRegistry([holding('first', ['appeal-1'], false), holding('second', ['aid-1', 'request-1'], true)]);
    expect(await both.formIdsOf(t.db, [formId])).toEqual([formId, 'appeal-1', 'aid-1', 'request-1']);
    expect(await both.hasNothingLeft(t.db, subject.applicantId)).toBe(false);
    expect(await both.formIdsOf(t.db, [])).toEqual([]);
    expect(await personalDataRegistry([]).hasNothingLeft(t.db, subject.applicantId)).toBe(true);
  });

  it('removes an applicant through every source, the person’s own record after the rest, reduced when one source keeps them', async () => {
    const calls: string[] = [];
    const removing = (domain: string, keeps = false): PersonalDataSource => ({
      domain,
      removal: {
        keepsPerson: async () => keeps,
        async removePerson(_tx, _applicantId, outcome) {
          calls.push(`${domain}:${outcome}`);
          return [`${domain}-file`];
        },
      },
    });
    const person: PersonalDataSource = { domain: 'person', removal: { removePersonRecord: async (_tx, _applicantId, outcome) => void calls.push(`record:${outcome}`) } };
    const now = new Date();

    expect(await personalDataRegistry([person, removing('first'), removing('second')]).removeApplicant(t.db, subject.applicantId, now)).toEqual(['first-file', 'second-file']);
    expect(calls.splice(0)).toEqual(['first:REMOVED', 'second:REMOVED', 'record:REMOVED']);

    await personalDataRegistry([person, removing('first'), removing('second', true), { domain: 'silent' }]).removeApplicant(t.db, subject.applicantId, now);
    expect(calls).toEqual(['first:REDUCED', 'second:REDUCED', 'record:REDUCED']);
  });
});
