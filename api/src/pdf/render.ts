/**
 * Renders an ApplicationPdfModel as an A4 PDF with pdfkit: heading, reference, a two-column
 * label/answer table per section (long answers wrap and flow across pages), "Page 1 of 3" and the
 * caller's footer on every page. The document is tagged (headings, tables, rows) with its language
 * and title, so screen readers read it in order and in the right language.
 */
import PDFDocument from 'pdfkit';
import { fillPlaceholders } from '@portal/contracts/messages';
import { fontStack, loadFonts, splitIntoRuns, type FontSet, type FontWeight } from './fonts';
import { DEFAULT_PAGE_NUMBER_TEMPLATES, type ApplicationPdfModel, type PdfRow } from './model';

const PAGE = { size: 'A4', margin: { top: 56, bottom: 72, left: 56, right: 56 } } as const;
const LABEL_SHARE = 0.36;
const CELL_PADDING = 5;
const GROUP_INDENT = 12;
const COLOURS = { text: '#0b0c0c', secondary: '#505a5f', rule: '#b1b4b6' } as const;
const SIZES = { title: 18, reference: 12, heading: 13, groupHeading: 11, body: 10, footer: 8 } as const;

interface TextStyle {
  readonly size: number;
  readonly weight?: FontWeight;
  readonly colour?: string;
  readonly width: number;
  readonly align?: 'left' | 'right';
}

type Doc = PDFKit.PDFDocument;
type Structure = PDFKit.PDFStructureElement;

/** Lays text out in the document's fonts, choosing a font per character (see fonts.ts). */
class Typesetter {
  constructor(
    readonly doc: Doc,
    private readonly fonts: FontSet,
    private readonly language: ApplicationPdfModel['language'],
  ) {}

  /** Writes wrapped text at (x, y) or, without y, where the previous text ended. Returns the y below it. */
  write(text: string, x: number, y: number | undefined, style: TextStyle): number {
    const { doc } = this;
    const runs = splitIntoRuns(text, fontStack(this.fonts, this.language, style.weight ?? 'regular'));
    doc.fillColor(style.colour ?? COLOURS.text);
    runs.forEach((run, index) => {
      doc.font(run.font.key, style.size);
      const options = {
        width: style.width,
        align: style.align ?? 'left',
        lineGap: style.size * 0.25,
        continued: index < runs.length - 1,
      };
      // The first run places the text; the next ones continue on the same line wrapper.
      if (index === 0) doc.text(run.text, x, y ?? doc.y, options);
      else doc.text(run.text, options);
    });
    return doc.y;
  }

  /** Height of the text in the document's preferred font: for keeping short blocks off a page break. */
  heightOf(text: string, style: TextStyle): number {
    const [preferred] = fontStack(this.fonts, this.language, style.weight ?? 'regular');
    this.doc.font(preferred!.key, style.size);
    return this.doc.heightOfString(text, { width: style.width, lineGap: style.size * 0.25 });
  }
}

/** Creates a tagged element under `parent` and draws its content inside it. */
function tagged(doc: Doc, parent: Structure, tag: string, draw: () => void): void {
  const element = doc.struct(tag);
  parent.add(element);
  element.add(draw);
  element.end();
}

function contentWidth(doc: Doc): number {
  return doc.page.width - doc.page.margins.left - doc.page.margins.right;
}

function bottomLimit(doc: Doc): number {
  return doc.page.height - doc.page.margins.bottom;
}

/** Starts a new page when less than `height` is left, so a heading is never left alone at a page's foot. */
function keepTogether(doc: Doc, height: number): void {
  if (doc.y + height > bottomLimit(doc)) doc.addPage();
}

function drawRule(doc: Doc, x: number, y: number, width: number): void {
  doc.save().moveTo(x, y).lineTo(x + width, y).lineWidth(0.5).strokeColor(COLOURS.rule).stroke().restore();
}

const valueText = (value: PdfRow['value']): string => (typeof value === 'string' ? value : value.join('\n'));

/** A two-column table: labels on the left, answers on the right, a thin rule under each row. */
function drawTable(type: Typesetter, parent: Structure, rows: readonly PdfRow[], indent: number): void {
  const { doc } = type;
  if (rows.length === 0) return;
  const x = doc.page.margins.left + indent;
  const width = contentWidth(doc) - indent;
  // Answers start at the same x in every table, indented groups included, so they read as one column.
  const valueX = doc.page.margins.left + contentWidth(doc) * LABEL_SHARE;
  const labelWidth = valueX - x - CELL_PADDING;
  const valueWidth = contentWidth(doc) * (1 - LABEL_SHARE);
  const body = { size: SIZES.body, width: valueWidth } as const;
  const label = { size: SIZES.body, width: labelWidth, colour: COLOURS.secondary, weight: 'bold' } as const;

  const table = doc.struct('Table');
  parent.add(table);
  for (const row of rows) {
    // The label must fit on the page it starts on; a long answer may then flow onto the next pages.
    keepTogether(doc, Math.max(type.heightOf(row.label, label), type.heightOf('M', body)) + 2 * CELL_PADDING);
    const top = doc.y + CELL_PADDING;
    const startPage = doc.page;
    let labelBottom = top;
    const tr = doc.struct('TR');
    table.add(tr);
    tagged(doc, tr, 'TH', () => {
      labelBottom = type.write(row.label, x, top, label);
    });
    let valueBottom = top;
    const answer = valueText(row.value);
    tagged(doc, tr, 'TD', () => {
      valueBottom = answer.trim() === '' ? top : type.write(answer, valueX, top, body);
    });
    tr.end();
    // When the answer moved on to another page, only its own end counts; otherwise the taller column.
    const bottom = doc.page === startPage ? Math.max(labelBottom, valueBottom) : valueBottom;
    doc.y = bottom + CELL_PADDING;
    drawRule(doc, x, doc.y, width);
    doc.x = doc.page.margins.left;
  }
  table.end();
}

function drawHeading(type: Typesetter, parent: Structure, tag: string, text: string, size: number, indent: number): void {
  const { doc } = type;
  const style = { size, weight: 'bold', width: contentWidth(doc) - indent } as const;
  // A heading keeps at least its own height and one row of its table on the page.
  keepTogether(doc, type.heightOf(text, style) + 3 * SIZES.body + 4 * CELL_PADDING);
  doc.y += size * 0.6;
  tagged(doc, parent, tag, () => {
    type.write(text, doc.page.margins.left + indent, doc.y, style);
  });
  doc.y += 2;
}

/** Page numbers and the footer, drawn on every page once the page count is known. */
function drawFooters(type: Typesetter, model: ApplicationPdfModel): void {
  const { doc } = type;
  const template = model.pageNumberTemplate ?? DEFAULT_PAGE_NUMBER_TEMPLATES[model.language];
  const { start, count } = doc.bufferedPageRange();
  for (let index = start; index < start + count; index += 1) {
    doc.switchToPage(index);
    const { left, bottom } = doc.page.margins;
    const width = contentWidth(doc);
    const y = doc.page.height - bottom + 16;
    // Writing inside the bottom margin would otherwise start a new page.
    doc.page.margins.bottom = 0;
    doc.markContent('Artifact', { type: 'Pagination' });
    drawRule(doc, left, y - 6, width);
    const pageLabel = fillPlaceholders(template, { page: index - start + 1, total: count }, model.language);
    const footerStyle = { size: SIZES.footer, colour: COLOURS.secondary } as const;
    type.write(model.footer, left, y, { ...footerStyle, width: width * 0.7 });
    type.write(pageLabel, left + width * 0.7, y, { ...footerStyle, width: width * 0.3, align: 'right' });
    doc.endMarkedContent();
    doc.page.margins.bottom = bottom;
  }
}

function drawDocument(type: Typesetter, model: ApplicationPdfModel): void {
  const { doc } = type;
  const root = doc.struct('Document');
  doc.addStructure(root);
  const width = contentWidth(doc);
  const left = doc.page.margins.left;

  tagged(doc, root, 'H1', () => {
    type.write(model.title, left, doc.y, { size: SIZES.title, weight: 'bold', width });
  });
  doc.y += 4;
  tagged(doc, root, 'P', () => {
    type.write(model.reference, left, doc.y, { size: SIZES.reference, weight: 'bold', width });
  });
  doc.y += 6;
  drawTable(type, root, model.meta, 0);

  for (const section of model.sections) {
    const sect = doc.struct('Sect');
    root.add(sect);
    drawHeading(type, sect, 'H2', section.title, SIZES.heading, 0);
    drawTable(type, sect, section.rows, 0);
    for (const group of section.groups ?? []) {
      drawHeading(type, sect, 'H3', group.title, SIZES.groupHeading, GROUP_INDENT);
      drawTable(type, sect, group.rows, GROUP_INDENT);
    }
    sect.end();
  }
  root.end();
  drawFooters(type, model);
}

/**
 * Renders the model as a PDF. Every string is printed as given (already translated and formatted).
 * Fonts are embedded as subsets of the characters used, so a typical application is tens of KB.
 */
export async function renderApplicationPdf(model: ApplicationPdfModel): Promise<Buffer> {
  const fonts = await loadFonts();
  const doc = new PDFDocument({
    size: PAGE.size,
    margins: PAGE.margin,
    bufferPages: true,
    autoFirstPage: true,
    pdfVersion: '1.7',
    tagged: true,
    lang: model.language,
    displayTitle: true,
    info: {
      Title: model.title,
      ...(model.author ? { Author: model.author } : {}),
      ...(model.subject ? { Subject: model.subject } : {}),
      CreationDate: model.createdAt ?? new Date(),
    },
  });
  for (const font of [fonts.latin.regular, fonts.latin.bold, fonts.cjk.regular, fonts.cjk.bold]) {
    // pdfkit 0.20 takes an opened fontkit face (its typings, written for 0.17, only list files and bytes).
    doc.registerFont(font.key, font.face as unknown as PDFKit.Mixins.PDFFontSource);
  }

  const chunks: Buffer[] = [];
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  drawDocument(new Typesetter(doc, fonts, model.language), model);
  doc.end();
  return finished;
}
