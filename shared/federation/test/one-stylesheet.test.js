/**
 * The browser gets one stylesheet, built from shell/src/styles.css and the lists it imports
 * (docs/architecture.md, Styles): every stylesheet of the shell and the shared packages must be
 * reached from it, once, or its rules would never arrive (or arrive twice, the second copy
 * reordering the cascade).
 */
const fs = require('node:fs');
const path = require('node:path');

const ROOT = path.resolve(__dirname, '../../..');
const ENTRY = path.join(ROOT, 'shell/src/styles.css');
const PACKAGES = { '@portal/ui/': 'shared/ui/src/', '@portal/forms/': 'shared/forms/src/' };
/** Folders whose stylesheets reach the browser only through the one stylesheet. */
const FOLDERS = ['shell/src', 'shared/ui/src', 'shared/forms/src'];

function resolveImport(from, target) {
  const prefix = Object.keys(PACKAGES).find((name) => target.startsWith(name));
  return prefix ? path.join(ROOT, PACKAGES[prefix], target.slice(prefix.length)) : path.resolve(path.dirname(from), target);
}

/** Every stylesheet the entry imports, depth first, in the order the build inlines them. */
function importedFrom(file, reached = []) {
  reached.push(file);
  const text = fs.readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
  for (const [, target] of text.matchAll(/@import\s+'([^']+)'\s*;/g)) importedFrom(resolveImport(file, target), reached);
  return reached;
}

function stylesheetsIn(folder) {
  return fs
    .readdirSync(path.join(ROOT, folder), { recursive: true })
    .filter((name) => name.endsWith('.css'))
    .map((name) => path.join(ROOT, folder, name));
}

test('every stylesheet of the shell and the shared packages is imported into the one stylesheet, once', () => {
  const reached = importedFrom(ENTRY);
  expect(new Set(reached).size).toBe(reached.length);
  expect(reached.map((file) => path.relative(ROOT, file)).sort()).toEqual(FOLDERS.flatMap(stylesheetsIn).map((file) => path.relative(ROOT, file)).sort());
});

test('a remote has no stylesheet of its own (the shell is not rebuilt when a remote changes)', () => {
  const remotes = fs.readdirSync(ROOT).filter((name) => name.startsWith('mfe-'));
  expect(remotes.flatMap((remote) => stylesheetsIn(`${remote}/src`))).toEqual([]);
});

test("the shell's frame comes before @portal/ui, which overrides it where both apply", () => {
  const order = importedFrom(ENTRY).map((file) => path.relative(ROOT, file));
  expect(order.indexOf('shell/src/applicant/ApplicantLayout.css')).toBeLessThan(order.indexOf('shared/ui/src/Button.css'));
  expect(order.indexOf('shell/src/language/LanguageSwitch.css')).toBeLessThan(order.indexOf('shared/ui/src/Button.css'));
  expect(order.indexOf('shell/src/app/PortalFrame.css')).toBeLessThan(order.indexOf('shared/ui/src/links.css'));
});
