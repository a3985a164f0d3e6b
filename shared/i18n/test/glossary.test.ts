/**
 * One term per concept, enforced: no catalogue, e-mail or PDF wording (nor any other source file that
 * carries Chinese text) uses a wrong variant listed in shared/i18n/src/glossary.ts. Files are found by
 * walking the source folders, so a new catalogue or e-mail is covered without touching this test.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, sep } from 'node:path';
import { GLOSSARY, type GlossaryEntry } from '../src/glossary';
import { findWrongUses } from '../src/glossary-check';
import { glossaryMarkdown } from '../src/glossary-markdown';

const ROOT = join(__dirname, '..', '..', '..');
const SOURCE_ROOTS = ['shell/src', 'api/src', 'content', ...readdirSync(ROOT).filter((name) => name.startsWith('mfe-')).map((name) => `${name}/src`),
  ...readdirSync(join(ROOT, 'shared')).map((name) => `shared/${name}/src`)];
/** The glossary itself lists the wrong variants. */
const NOT_WORDING = new Set(['shared/i18n/src/glossary.ts']);

function filesUnder(folder: string): string[] {
  let names: string[];
  try {
    names = readdirSync(join(ROOT, folder), { recursive: true, encoding: 'utf8' });
  } catch {
    return [];
  }
  return names.map((name) => `${folder}/${name.split(sep).join('/')}`).filter((path) => /\.(tsx?|json)$/.test(path));
}

/** Catalogues, e-mail and PDF wording: checked in both languages. */
const isWording = (path: string): boolean =>
  /\/locales\//.test(path) ||
  /^shared\/contracts\/src\/messages(\.|\/)/.test(path) ||
  /^api\/src\/.*(mail|pdf|letter|receipt)[^/]*\.ts$/.test(path) ||
  /^api\/src\/(mail|pdf)\//.test(path) ||
  /^content\//.test(path);
const HAS_CHINESE = /[\u4e00-\u9fff]/;

const files = SOURCE_ROOTS.flatMap(filesUnder).filter((path) => !NOT_WORDING.has(path));
const texts = new Map(files.map((path) => [path, readFileSync(join(ROOT, path), 'utf8')]));

/** A catalogue of the other language is not read for a language's variants (SDP / MDP is right in English). */
const OTHER_LANGUAGE = { zh: /en-GB/, en: /zh-Hans/ } as const;

function report(language: 'zh' | 'en', paths: string[]): string[] {
  return paths.filter((path) => !OTHER_LANGUAGE[language].test(path)).flatMap((path) =>
    findWrongUses(texts.get(path) ?? '', path, GLOSSARY, language).map(
      (use) => `${path}:${use.line}: "${use.found}" (${use.concept}) — write "${use.right}"`,
    ),
  );
}

describe('the glossary is followed', () => {
  it('finds the catalogues, e-mails and PDF templates it checks', () => {
    const wording = files.filter(isWording);
    expect(wording).toEqual(expect.arrayContaining([
      'shell/src/locales/zh-Hans.ts',
      'shared/contracts/src/messages.zh-Hans.ts',
      'shared/contracts/src/messages/financial-aid-after.ts',
      'mfe-admission/src/sections/locales/zh-Hans/audition.ts',
      'api/src/mail/letter-words.ts',
      'api/src/modules/public/mail-wording.ts',
      'api/src/third-party/invitation-mail.ts',
      'api/src/modules/scholarship/undertaking-pdf.ts',
      'api/src/pdf/model.ts',
    ]));
  });

  it('no Chinese wording uses a wrong variant', () => {
    const chinese = files.filter((path) => isWording(path) || HAS_CHINESE.test(texts.get(path) ?? ''));
    expect(report('zh', chinese)).toEqual([]);
  });

  it('no English wording uses a wrong variant', () => {
    expect(report('en', files.filter(isWording))).toEqual([]);
  });

  it('GLOSSARY.md is the readable form of the glossary as it stands (node scripts/glossary.mjs writes it)', () => {
    expect(readFileSync(join(ROOT, 'shared/i18n/GLOSSARY.md'), 'utf8')).toBe(glossaryMarkdown(GLOSSARY));
  });
});

describe('finding wrong variants', () => {
  const entry = (fields: Partial<GlossaryEntry>): GlossaryEntry[] => [{ concept: 'test', en: 'x', zh: 'x', ...fields }];

  it('names the wrong text, the right term and the line', () => {
    expect(findWrongUses("a: '好'\nb: '我的上诉'", 'x.ts', entry({ concept: 'appeal', zh: '申诉', wrongZh: ['上诉'] }), 'zh')).toEqual([
      { concept: 'appeal', found: '上诉', right: '申诉', line: 2 },
    ]);
  });

  it('does not fire on a wrong variant that is part of a longer right term', () => {
    const glossary = entry({ zh: '未获批准', wrongZh: ['未获批'] });
    expect(findWrongUses('未获批准', 'x.ts', glossary, 'zh')).toEqual([]);
    expect(findWrongUses('未获批。', 'x.ts', glossary, 'zh')).toHaveLength(1);
  });

  it('does not fire inside an allowed phrase, but does when the right term is the whole match', () => {
    const glossary = entry({ zh: '申请编号', wrongZh: ['申请编号'] });
    expect(findWrongUses('申请编号', 'x.ts', glossary, 'zh')).toHaveLength(1);
    expect(findWrongUses('入学录取', 'x.ts', entry({ wrongZh: ['录取'], allow: ['入学录取'] }), 'zh')).toEqual([]);
  });

  it('limits a scoped variant to the files it names', () => {
    const glossary = entry({ wrongZh: [{ pattern: '录取', in: /scholarship/, where: 'scholarship files' }] });
    expect(findWrongUses('录取通知', 'mfe-admission/src/a.ts', glossary, 'zh')).toEqual([]);
    expect(findWrongUses('录取通知', 'mfe-scholarship/src/a.ts', glossary, 'zh')).toHaveLength(1);
  });

  it('takes regular expressions, with or without the global flag', () => {
    const glossary = entry({ wrongEn: [/\b[Ee]mail address/] });
    expect(findWrongUses('Email address, email address, e-mail address', 'x.ts', glossary, 'en').map((use) => use.found)).toEqual([
      'Email address',
      'email address',
    ]);
  });

  it('finds straight quotes inside a Chinese string, not in an English comment', () => {
    const quotes = GLOSSARY.filter((entry) => entry.concept === 'quotation marks in Chinese');
    expect(findWrongUses(`hint: '如选择"其他原因"，必须填写。',`, 'x.ts', quotes, 'zh')).toHaveLength(1);
    expect(findWrongUses(`hint: '如选择“其他原因”，必须填写。',`, 'x.ts', quotes, 'zh')).toEqual([]);
    expect(findWrongUses(`// the letter's order: "尊敬的 ZHOU MEI HUA："`, 'x.ts', quotes, 'zh')).toEqual([]);
  });

  it('keeps 申请编号 for the admission number and flags it for SCH- / FA- references', () => {
    const references = GLOSSARY.filter((entry) => entry.concept === 'application reference (SCH- / FA-)');
    expect(findWrongUses("number: '申请编号 {number}'", 'mfe-admission/src/locales/zh-Hans.ts', references, 'zh')).toEqual([]);
    expect(findWrongUses("q: '申请参考编号、入学申请编号'", 'mfe-scholarship/src/office/locales/zh-Hans.ts', references, 'zh')).toEqual([]);
    expect(findWrongUses("reference: '申请编号'", 'mfe-scholarship/src/office/locales/zh-Hans.ts', references, 'zh')).toHaveLength(1);
  });
});
