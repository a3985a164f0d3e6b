import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { answerParts, answerText, faqOutline, type Faq } from '@portal/contracts/faq';
import { LOGIN_VARIANTS } from '@portal/contracts/systems';
import { LANGUAGES } from '@portal/contracts/languages';
import { Browser, createTestApp, type TestApp } from '../../helpers/test-app';
import { oneDatabase } from '../../helpers/test-database';

const REPOSITORY_CONTENT = path.resolve(__dirname, '../../../../content');

describe('the FAQ', () => {
  const contentDir = mkdtempSync(path.join(tmpdir(), 'portal-content-'));
  let t: TestApp;
  beforeAll(async () => {
    cpSync(REPOSITORY_CONTENT, contentDir, { recursive: true });
    t = await createTestApp(oneDatabase()[0]!, { CONTENT_DIR: contentDir });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(contentDir, { recursive: true, force: true });
  });

  const faqIn = async (language: string) => (await new Browser(t.app).get(`/api/content/faq?lang=${language}`)).json() as Faq;

  it('is served in both languages with the same topics and questions, so every answer link works in either', async () => {
    const [english, chinese] = await Promise.all(LANGUAGES.map(faqIn));
    expect(english!.topics.map((topic) => topic.id)).toEqual(['applying', 'pin-and-sign-in', 'documents', 'fees', 'scholarships', 'financial-aid']);
    expect(faqOutline(chinese!)).toEqual(faqOutline(english!));
    expect(chinese!.topics[1]!.questions[0]!.question).toBe('我忘记了 PIN 码，该怎么办？');
  });

  it('never shows a route name: a page is named as the applicant sees it, and linked', async () => {
    for (const faq of await Promise.all(LANGUAGES.map(faqIn))) {
      const paragraphs = faq.topics.flatMap((topic) => topic.questions.flatMap((question) => question.answer));
      const read = paragraphs.map(answerText).join('\n');
      // A route is a camel-cased identifier (alcnsLogin, greenHarvest) or a login variant's path.
      expect(read).not.toMatch(/\b[a-z0-9]+[A-Z][A-Za-z0-9]*\b/);
      for (const variant of LOGIN_VARIANTS) expect(read).not.toContain(variant.path.slice(1));
      const targets = paragraphs.flatMap((paragraph) => answerParts(paragraph).flatMap((part) => (part.to ? [part.to] : [])));
      expect(targets).toEqual(['/login', '/alcnsLogin', '/scaleLogin']);
    }
  });

  it('picks up an edit of the content file without a restart, and keeps the last good version when a file is broken', async () => {
    const file = path.join(contentDir, 'faq', 'en-GB.json');
    const faq = await faqIn('en-GB');
    faq.topics[0]!.title = 'Applying to the university';
    writeFileSync(file, JSON.stringify(faq));
    expect((await faqIn('en-GB')).topics[0]!.title).toBe('Applying to the university');

    writeFileSync(file, '{"topics": "oops"');
    const response = await new Browser(t.app).get('/api/content/faq?lang=en-GB');
    expect(response.statusCode).toBe(200);
    expect(response.json().topics[0].title).toBe('Applying to the university');
  });

  it('refuses a language it does not have', async () => {
    const response = await new Browser(t.app).get('/api/content/faq?lang=fr');
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].code).toBe('BAD_REQUEST');
  });
});
