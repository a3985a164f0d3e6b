import { fontPath, fontStack, loadFonts, missingCharacters } from '../../src/pdf/fonts';
import type { ApplicationPdfModel } from '../../src/pdf/model';
import { renderApplicationPdf } from '../../src/pdf/render';
import * as fontkit from 'fontkit';
import { readPdf } from './read-pdf';
import { sampleApplication, statementOf } from './sample-models';

/** Every string of the model, as the applicant would read it. */
function textOf(model: ApplicationPdfModel): string {
  const rows = (list: ApplicationPdfModel['meta']) => list.flatMap((row) => [row.label, ...[row.value].flat()]);
  return [
    model.title,
    model.reference,
    model.footer,
    ...rows(model.meta),
    ...model.sections.flatMap((section) => [
      section.title,
      ...rows(section.rows),
      ...(section.groups ?? []).flatMap((group) => [group.title, ...rows(group.rows)]),
    ]),
  ].join('\n');
}

const HAN = /\p{Script=Han}/u;
// Wrapping turns a space into a line break (and pdf.js drops it), so text is compared without white space.
const withoutSpaces = (text: string) => text.replace(/\s+/gu, '');

describe('renderApplicationPdf', () => {
  it('renders an English application that a PDF reader reads back', async () => {
    const pdf = await readPdf(await renderApplicationPdf(sampleApplication('en-GB')));
    const text = pdf.pages.join('\n');

    expect(text).toContain('Undergraduate admission application');
    expect(text).toContain('Application number 24100001');
    expect(text).toContain('Personal particulars');
    expect(text).toContain('Name TAN MEI LING');
    expect(text).toContain('Education record 1');
    expect(text).toContain('H2 Mathematics: A\nH2 Physics: A');
    // A Chinese name on an English page and letters beyond Latin-1 keep their characters.
    expect(text).toContain('陈美玲');
    expect(text).toContain('Małgorzata Yılmaz-Şahin');
    expect(pdf.info).toMatchObject({ Title: 'Undergraduate admission application', Language: 'en-GB', Author: 'Office of Undergraduate Admissions' });
  });

  it('renders a Chinese application with its Chinese labels exactly and the English name as typed', async () => {
    const pdf = await readPdf(await renderApplicationPdf(sampleApplication('zh-Hans')));
    const text = pdf.pages.join('\n');

    for (const label of ['本科入学申请', '申请编号 24100001', '个人资料', '姓名 TAN MEI LING', '出生日期 01/01/2006', '教育记录 2', '声明']) {
      expect(text).toContain(label);
    }
    expect(text).toContain('demo.applicant@example.edu');
    expect(pdf.info).toMatchObject({ Title: '本科入学申请', Language: 'zh-Hans' });
  });

  it('embeds the Chinese font, and that font has a real glyph for every Chinese character printed', async () => {
    const model = sampleApplication('zh-Hans');
    const pdf = await readPdf(await renderApplicationPdf(model));

    // Subsets only ("ABCDEF+" prefix), embedded in the file rather than left to the reader's fonts.
    const chinese = pdf.fonts.filter((font) => /^[A-Z]{6}\+NotoSansSC-(Regular|Bold)$/.test(font.name));
    expect(chinese.map((font) => font.name.split('+')[1]).sort()).toEqual(['NotoSansSC-Bold', 'NotoSansSC-Regular']);
    expect(pdf.fonts.every((font) => font.embedded)).toBe(true);

    // Opened from the file on its own (not through the renderer), so a missing glyph cannot hide as a blank box.
    for (const file of [fontPath('cjk-regular'), fontPath('cjk-bold')]) {
      const face = fontkit.openSync(file) as fontkit.Font;
      const printedChinese = [...new Set(pdf.pages.join(''))].filter((char) => HAN.test(char));
      expect(printedChinese.length).toBeGreaterThan(50);
      const withoutGlyph = printedChinese.filter((char) => face.glyphForCodePoint(char.codePointAt(0)!).id === 0);
      expect(withoutGlyph).toEqual([]);
    }
  });

  it('has a glyph for every character of both sample documents in its font stack', async () => {
    const fonts = await loadFonts();
    for (const language of ['en-GB', 'zh-Hans'] as const) {
      const text = textOf(sampleApplication(language, statementOf(language, 2000)));
      for (const weight of ['regular', 'bold'] as const) {
        expect(missingCharacters(text, fontStack(fonts, language, weight))).toEqual([]);
      }
    }
  });

  it.each([
    ['en-GB', (page: number, total: number) => `Page ${page} of ${total}`],
    ['zh-Hans', (page: number, total: number) => `第 ${page} 页，共 ${total} 页`],
  ] as const)('flows a 2,000-character statement in %s across pages, numbering every page', async (language, pageLabel) => {
    const statement = statementOf(language, 2000);
    const model = sampleApplication(language, statement);
    const bytes = await renderApplicationPdf(model);
    const pdf = await readPdf(bytes);

    expect(pdf.pages.length).toBeGreaterThan(1);
    pdf.pages.forEach((page, index) => {
      expect(page).toContain(pageLabel(index + 1, pdf.pages.length));
      expect(page).toContain(model.footer);
    });
    // Nothing of the statement is cut: read without each page's footer, its whole text is there.
    const body = pdf.pages.map((page, index) => page.replace(model.footer, '').replace(pageLabel(index + 1, pdf.pages.length), ''));
    expect(withoutSpaces(body.join(''))).toContain(withoutSpaces(statement));
    // Subsetting keeps a long Chinese document small (the fonts themselves are 11 MB).
    expect(bytes.length).toBeLessThan(150_000);
  });

  it('uses the page-number wording the caller gives', async () => {
    const model = { ...sampleApplication('en-GB'), pageNumberTemplate: 'Sheet {page}/{total}' };
    const pdf = await readPdf(await renderApplicationPdf(model));
    expect(pdf.pages[0]).toContain('Sheet 1/2');
  });
});
