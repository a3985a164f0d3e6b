/**
 * Every relative link in the README and docs/ names a file that exists and, with an anchor, a heading
 * of that file: the README sends each reader on to docs/, and the docs to one another, so a renamed
 * heading or a moved file must not leave a reader at a dead end.
 */
const fs = require('node:fs');
const path = require('node:path');

const ROOT = path.resolve(__dirname, '../../..');
const DOCUMENTS = ['README.md', ...fs.readdirSync(path.join(ROOT, 'docs')).filter((name) => name.endsWith('.md')).map((name) => `docs/${name}`)];

/** Text outside fenced code blocks and inline code, where a link is a link. */
function prose(markdown) {
  return markdown.replace(/^```[\s\S]*?^```/gm, '').replace(/`[^`\n]*`/g, '');
}

/** The anchors GitHub gives a file's headings: lower case, punctuation dropped, spaces to hyphens, repeats numbered. */
function anchorsOf(markdown) {
  const seen = new Map();
  const anchors = new Set();
  for (const [, heading] of markdown.replace(/^```[\s\S]*?^```/gm, '').matchAll(/^#{1,6} (.+)$/gm)) {
    const slug = heading
      .trim()
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, '')
      .replace(/\s/g, '-');
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    anchors.add(count ? `${slug}-${count}` : slug);
  }
  return anchors;
}

function relativeLinks(document) {
  const text = prose(fs.readFileSync(path.join(ROOT, document), 'utf8'));
  return [...text.matchAll(/\]\(([^)\s]+)\)/g)].map(([, target]) => target).filter((target) => !/^[a-z]+:/i.test(target));
}

describe.each(DOCUMENTS)('%s', (document) => {
  const links = relativeLinks(document);

  test.each(links.length ? links : ['(none)'])('%s resolves', (link) => {
    if (link === '(none)') return;
    const [file, anchor] = link.split('#');
    const target = file ? path.resolve(path.dirname(path.join(ROOT, document)), file) : path.join(ROOT, document);
    expect(fs.existsSync(target)).toBe(true);
    if (anchor) expect([...anchorsOf(fs.readFileSync(target, 'utf8'))]).toContain(anchor);
  });
});

test('the anchors are GitHub\'s', () => {
  expect([...anchorsOf("# A phone's first load (issue 14)\n## Deadline day: several instances, faults, nothing lost (issue 15)\n## Languages: English and 中文\n## Two\n## Two\n")]).toEqual([
    'a-phones-first-load-issue-14',
    'deadline-day-several-instances-faults-nothing-lost-issue-15',
    'languages-english-and-中文',
    'two',
    'two-1',
  ]);
});
