/**
 * fast-check generators of multipart/form-data uploads that no browser would send: no boundary, a
 * wrong, empty, quoted-and-broken or over-long one, the body cut short at any offset, broken part
 * headers, no closing delimiter, huge header lines, odd media type parameters, bytes that are not
 * multipart at all. Each starts from a well-formed upload of a real PDF (section, documentType,
 * then the file), so the parser gets as far as it can before the body goes wrong: a body that is
 * malformed only near its end has already handed over the file, which must still not be kept.
 */
import fc from 'fast-check';
import { SAMPLE } from '../helpers/document-forms';
import type { MalformedRequest } from './malformed-requests';

const FORM_DATA = 'multipart/form-data';

interface Part {
  /** The part's header lines, without their CRLF. */
  headers: string[];
  body: Buffer;
}

const fieldPart = (name: string, value: string): Part => ({ headers: [`Content-Disposition: form-data; name="${name}"`], body: Buffer.from(value) });
const filePart = (file: Buffer): Part => ({ headers: ['Content-Disposition: form-data; name="file"; filename="transcript.pdf"', 'Content-Type: application/pdf'], body: file });

/** The upload every route takes: section and documentType, then the file (a real, small PDF). */
const wellFormedParts = (section: string, documentType: string): Part[] => [fieldPart('section', section), fieldPart('documentType', documentType), filePart(SAMPLE.pdf(2048))];

/** The body of the parts with `boundary`; `closed` false leaves out the closing delimiter. */
function bodyOf(parts: Part[], boundary: string, closed = true): Buffer {
  const chunks = parts.flatMap((part) => [Buffer.from(`--${boundary}\r\n${part.headers.map((line) => `${line}\r\n`).join('')}\r\n`, 'latin1'), part.body, Buffer.from('\r\n')]);
  if (closed) chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(chunks);
}

/** Boundaries as a browser makes them (RFC 2046: 1 to 70 characters). */
const goodBoundary = fc.stringMatching(/^[A-Za-z0-9'()+_,.-]{8,40}$/).map((tail) => `----fuzz${tail}`);

type Upload = Omit<MalformedRequest, 'remoteAddress'>;

const withType = (boundary: string) => `${FORM_DATA}; boundary=${boundary}`;

/** The content-type header is wrong, the body is a good one. */
const wrongHeader = (parts: Part[]): fc.Arbitrary<Upload> =>
  fc.tuple(goodBoundary, goodBoundary).chain(([boundary, other]) => {
    const body = bodyOf(parts, boundary);
    const contentType = fc.constantFrom<string | undefined>(
      FORM_DATA,
      `${FORM_DATA};`,
      `${FORM_DATA}; boundary=`,
      `${FORM_DATA}; boundary=""`,
      `${FORM_DATA}; boundary="${boundary}`,
      `${FORM_DATA}; boundary=${other}`,
      `${FORM_DATA}; boundary=${boundary.slice(0, -1)}`,
      `${FORM_DATA}; charset=utf-8`,
      `${FORM_DATA}; boundary=${other}; boundary=${boundary}`,
      `${FORM_DATA} boundary=${boundary}`,
      `${FORM_DATA}; boundary=${boundary}\u0000`,
      `${FORM_DATA}; boundary=${'b'.repeat(300)}`,
      `multipart/mixed; boundary=${boundary}`,
      `multipart/; boundary=${boundary}`,
      `multipart; boundary=${boundary}`,
      undefined,
    );
    return contentType.map((type) => ({ contentType: type, payload: body }));
  });

/**
 * A boundary the body really uses, but longer than RFC 2046 allows (70 characters): busboy's search
 * needs it under 256 bytes and threw on a longer one.
 */
const tooLongBoundary = (parts: Part[]): fc.Arbitrary<Upload> =>
  fc.integer({ min: 71, max: 2_000 }).map((length) => {
    const boundary = 'x'.repeat(length);
    return { contentType: withType(boundary), payload: bodyOf(parts, boundary) };
  });

/** A good body cut at any offset before its closing delimiter is complete (so the end is always missing). */
const truncated = (parts: Part[]): fc.Arbitrary<Upload> =>
  goodBoundary.chain((boundary) => {
    const body = bodyOf(parts, boundary);
    // The closing delimiter is `--boundary--\r\n`; cutting only its CRLF would leave a complete body.
    const last = body.length - 3;
    return fc.integer({ min: 0, max: last }).map((end) => ({ contentType: withType(boundary), payload: body.subarray(0, end) }));
  });

/** Every part there, but no closing delimiter, or a delimiter that is not the closing one. */
const unclosed = (parts: Part[]): fc.Arbitrary<Upload> =>
  fc.tuple(goodBoundary, fc.constantFrom('', '--', '-', `--\r\n`.slice(0, 1), 'garbage')).map(([boundary, ending]) => {
    const body = Buffer.concat([bodyOf(parts, boundary, false), Buffer.from(ending === '' ? '' : `--${boundary}${ending === '--' ? '' : ending}`)]);
    return { contentType: withType(boundary), payload: body };
  });

/** Header lines of a part that the parser cannot read, on any one of the parts. */
const badHeaderLine = fc.oneof(
  fc.constantFrom(
    'Content-Disposition form-data; name="file"',
    'Content-Disposition:',
    'Content-Disposition: attachment',
    'Content-Disposition: form-data',
    'Content-Disposition: form-data; name=',
    'Content-Disposition: form-data; name="unterminated',
    'Content-Disposition: form-data; name="file"; filename="a\u0000.pdf"',
    ': no name',
    'Content-Type: multipart/mixed; boundary=inner',
    '\u0000\u0001\u0002',
    ' folded continuation',
  ),
  fc.string({ unit: 'binary', maxLength: 60 }).map((text) => text.replace(/\r\n/g, '\n')),
);

const badHeaders = (parts: Part[]): fc.Arbitrary<Upload> =>
  fc.tuple(goodBoundary, fc.nat({ max: parts.length - 1 }), badHeaderLine, fc.boolean(), fc.boolean()).map(([boundary, at, line, replace, unterminated]) => {
    const broken = parts.map((part, index) => (index === at ? { ...part, headers: replace ? [line] : [...part.headers, line] } : part));
    if (unterminated) {
      // The part's headers never end: no blank line before the end of the body.
      const head = bodyOf(broken.slice(0, at), boundary, false);
      return { contentType: withType(boundary), payload: Buffer.concat([head, Buffer.from(`--${boundary}\r\n${broken[at]!.headers.join('\r\n')}\r\n`, 'latin1')]) };
    }
    // Every part headless when replaced by nothing useful: the closing delimiter is cut so the body stays malformed.
    return { contentType: withType(boundary), payload: bodyOf(broken, boundary, false) };
  });

/**
 * One header line far longer than any browser's, on any part: ahead of its Content-Disposition (the
 * parser reads a part's first 4 KiB of headers, so the part loses its name), or after it in a body
 * that also lacks its closing delimiter.
 */
const hugeHeader = (parts: Part[]): fc.Arbitrary<Upload> =>
  fc.tuple(goodBoundary, fc.nat({ max: parts.length - 1 }), fc.integer({ min: 8_000, max: 200_000 }), fc.boolean()).map(([boundary, at, length, first]) => {
    const long = `X-Padding: ${'a'.repeat(length)}`;
    const broken = parts.map((part, index) => (index === at ? { ...part, headers: first ? [long, ...part.headers] : [...part.headers, long] } : part));
    return { contentType: withType(boundary), payload: bodyOf(broken, boundary, first) };
  });

/** Bytes that are not multipart at all, or junk where the first delimiter should be. */
const notMultipart = (parts: Part[]): fc.Arbitrary<Upload> =>
  fc.tuple(goodBoundary, fc.uint8Array({ maxLength: 400 }), fc.boolean()).map(([boundary, bytes, prefixGood]) => {
    const junk = Buffer.from(bytes);
    const payload = prefixGood ? Buffer.concat([bodyOf(parts.slice(0, 1), boundary, false), junk]) : junk;
    return { contentType: withType(boundary), payload };
  });

/** Delimiters without the CRLF before them, or a part's body running into the next delimiter. */
const brokenDelimiters = (parts: Part[]): fc.Arbitrary<Upload> =>
  fc.tuple(goodBoundary, fc.constantFrom('\n', '\r', '', ' ')).map(([boundary, lineEnd]) => {
    const text = bodyOf(parts, boundary, false).toString('latin1').replaceAll('\r\n', lineEnd);
    return { contentType: withType(boundary), payload: Buffer.from(text, 'latin1') };
  });

/**
 * Every kind of malformed multipart upload for a route whose form takes `section` and
 * `documentType` (a document type it accepts, so a body that were whole would be stored).
 */
export function malformedUpload(section: string, documentType: string): fc.Arbitrary<MalformedRequest> {
  const parts = wellFormedParts(section, documentType);
  const upload = fc.oneof(
    { weight: 3, arbitrary: truncated(parts) },
    { weight: 2, arbitrary: wrongHeader(parts) },
    { weight: 1, arbitrary: tooLongBoundary(parts) },
    { weight: 2, arbitrary: unclosed(parts) },
    { weight: 2, arbitrary: badHeaders(parts) },
    { weight: 1, arbitrary: hugeHeader(parts) },
    { weight: 1, arbitrary: notMultipart(parts) },
    { weight: 1, arbitrary: brokenDelimiters(parts) },
  );
  return fc.tuple(upload, fc.ipV4()).map(([request, remoteAddress]) => ({ ...request, remoteAddress }));
}
