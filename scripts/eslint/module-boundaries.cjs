/**
 * A lint rule for code made of modules (the API's `api/src/modules/*`, the contracts' domains): code
 * outside a module reaches it only through its entry file (`<module>/index.ts`, its public face),
 * never a file inside it. So a module can change its insides without breaking another, and what
 * several modules share has to live in a common place rather than in one of them.
 *
 * Options (paths from the repository root):
 * - areas: folders whose child folders are modules — `{ group, folder, modules }`, `modules` listing
 *   the child folders that are modules, or '*' for all of them. A module may span several areas of
 *   its group (the contracts keep `admission/` and `schemas/admission/`): one module, one entry (in
 *   the group's first area that has it).
 * - owners: other folders whose code belongs to a module and may read its insides
 *   (`{ 'mfe-admission': 'contracts:admission' }`).
 * - packages: package specifiers and the folder they resolve to (`{ '@portal/contracts': 'shared/contracts/src' }`).
 */
const path = require('node:path');

const ROOT = path.resolve(__dirname, '../..');

const within = (folder, file) => {
  const relative = path.relative(folder, file);
  return relative !== '' && !relative.startsWith('..') && !path.isAbsolute(relative) ? relative.split(path.sep) : undefined;
};

module.exports = {
  meta: {
    type: 'problem',
    docs: { description: 'Import another module only through its entry file (index.ts).' },
    schema: [
      {
        type: 'object',
        properties: {
          areas: {
            type: 'array',
            items: {
              type: 'object',
              properties: {
                group: { type: 'string' },
                folder: { type: 'string' },
                modules: { anyOf: [{ const: '*' }, { type: 'array', items: { type: 'string' } }] },
              },
              required: ['group', 'folder', 'modules'],
              additionalProperties: false,
            },
          },
          owners: { type: 'object', additionalProperties: { type: 'string' } },
          packages: { type: 'object', additionalProperties: { type: 'string' } },
        },
        required: ['areas'],
        additionalProperties: false,
      },
    ],
    messages: {
      inside: "'{{specifier}}' reaches inside the {{module}} module: import what it offers from its entry file ({{entry}}), or move what several modules share to a common place.",
    },
  },
  create(context) {
    const { areas, owners = {}, packages = {} } = context.options[0];
    const resolvedAreas = areas.map((area) => ({ ...area, folder: path.join(ROOT, area.folder) }));
    const filename = context.filename ?? context.getFilename();

    const hasModule = (area, module) => area.modules === '*' || area.modules.includes(module);

    /** The module a path is in ('group:name'), and the rest of the path inside it ('' for the module's folder itself). */
    const placesOf = (absolute) => {
      const places = [];
      for (const area of resolvedAreas) {
        const parts = within(area.folder, absolute);
        if (!parts || parts.length < 1) continue;
        const [module, ...rest] = parts;
        if (rest.length === 0 && /\.(ts|tsx)$/.test(module)) continue; // a common file beside the modules
        if (!hasModule(area, module)) continue;
        places.push({ id: `${area.group}:${module}`, module, area, inside: rest.join('/').replace(/\.(ts|tsx|js)$/, '') });
      }
      return places;
    };
    const own = new Set(placesOf(filename).map((place) => place.id));
    for (const [folder, id] of Object.entries(owners)) if (within(path.join(ROOT, folder), filename)) own.add(id);

    const resolve = (specifier) => {
      if (specifier.startsWith('.')) return path.resolve(path.dirname(filename), specifier);
      for (const [name, folder] of Object.entries(packages)) {
        if (specifier === name || specifier.startsWith(`${name}/`)) return path.join(ROOT, folder, specifier.slice(name.length + 1));
      }
      return undefined;
    };

    const check = (node) => {
      const specifier = node?.value;
      if (typeof specifier !== 'string') return;
      const target = resolve(specifier);
      if (!target) return;
      const [place] = placesOf(target);
      if (!place || own.has(place.id)) return;
      const home = resolvedAreas.find((area) => area.group === place.area.group && hasModule(area, place.module));
      if (place.area === home && (place.inside === '' || place.inside === 'index')) return;
      const entry = path.relative(ROOT, path.join(home.folder, place.module, 'index.ts'));
      context.report({ node, messageId: 'inside', data: { specifier, module: place.module, entry } });
    };

    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    };
  },
};
