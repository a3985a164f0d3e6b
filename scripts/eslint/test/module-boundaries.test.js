// The module-boundaries lint rule, run by ESLint's own RuleTester on file names inside the repository.
const path = require('node:path');
const { RuleTester } = require('eslint');
const rule = require('../module-boundaries.cjs');

const ROOT = path.resolve(__dirname, '../../..');
const at = (file) => path.join(ROOT, file);
const options = [
  {
    areas: [
      { group: 'api', folder: 'api/src/modules', modules: '*' },
      { group: 'contracts', folder: 'shared/contracts/src', modules: ['admission', 'scholarship'] },
      { group: 'contracts', folder: 'shared/contracts/src/schemas', modules: ['admission', 'scholarship'] },
    ],
    owners: { 'mfe-admission': 'contracts:admission', 'api/src/modules/admission': 'contracts:admission' },
    packages: { '@portal/contracts': 'shared/contracts/src' },
  },
];

const tester = new RuleTester({ languageOptions: { ecmaVersion: 2022, sourceType: 'module' } });

tester.run('module-boundaries', rule, {
  valid: [
    { name: 'a module reads its own files', filename: at('api/src/modules/admission/routes.ts'), code: "import { x } from './owned-application';", options },
    { name: "another module's entry, by folder", filename: at('api/src/modules/admission/routes.ts'), code: "import { waiveFee } from '../payment';", options },
    { name: "another module's entry, by index", filename: at('api/src/modules/admission/routes.ts'), code: "export { waiveFee } from '../payment/index';", options },
    { name: 'common code', filename: at('api/src/modules/admission/routes.ts'), code: "import { problem } from '../../http/problems';", options },
    { name: 'the app registers module plugins', filename: at('api/src/app.ts'), code: "import admission from './modules/admission';", options },
    { name: "a domain's app reads its contracts", filename: at('mfe-admission/src/form/Page.tsx'), code: "import { x } from '@portal/contracts/admission/outcomes';", options },
    { name: "a domain's API module reads its schemas", filename: at('api/src/modules/admission/routes.ts'), code: "import { x } from '@portal/contracts/schemas/admission/start';", options },
    { name: "a domain's schemas read its contracts", filename: at('shared/contracts/src/schemas/admission/appeals.ts'), code: "import { x } from '../../admission/appeals';", options },
    { name: "a contracts domain's entry", filename: at('mfe-public/src/referee/RefereePage.tsx'), code: "import { x } from '@portal/contracts/admission';", options },
    { name: 'common contracts', filename: at('mfe-scholarship/src/Page.tsx'), code: "import { programmeName } from '@portal/contracts/programmes';", options },
  ],
  invalid: [
    {
      name: "another API module's inside",
      filename: at('api/src/modules/admission/fee-waiver-routes.ts'),
      code: "import { waiveFee } from '../payment/waive-fee';",
      options,
      errors: [{ messageId: 'inside', data: { specifier: '../payment/waive-fee', module: 'payment', entry: 'api/src/modules/payment/index.ts' } }],
    },
    {
      name: "common code reaching a module's inside",
      filename: at('api/src/server.ts'),
      code: "import { lapseOverdueOffers } from './modules/admission/lapse';",
      options,
      errors: [{ messageId: 'inside' }],
    },
    {
      name: 're-exporting and loading lazily count too',
      filename: at('api/src/modules/public/routes.ts'),
      code: "export { x } from '../auth/routes'; export * from '../auth/oidc/flow-store'; const m = import('../auth/schemas');",
      options,
      errors: [{ messageId: 'inside' }, { messageId: 'inside' }, { messageId: 'inside' }],
    },
    {
      name: "another domain's contracts",
      filename: at('mfe-scholarship/src/office/OutcomePage.tsx'),
      code: "import { x } from '@portal/contracts/admission/outcomes';",
      options,
      errors: [{ messageId: 'inside', data: { specifier: '@portal/contracts/admission/outcomes', module: 'admission', entry: 'shared/contracts/src/admission/index.ts' } }],
    },
    {
      name: "another domain's schemas, relatively, from inside the contracts",
      filename: at('shared/contracts/src/schemas/scholarship/award.ts'),
      code: "import { linkTokenField } from '../admission/referee-reference';",
      options,
      errors: [{ messageId: 'inside' }],
    },
    {
      name: "the schemas' folder is no entry",
      filename: at('mfe-public/src/surety/SuretyPage.tsx'),
      code: "import { x } from '@portal/contracts/schemas/scholarship/index';",
      options,
      errors: [{ messageId: 'inside' }],
    },
  ],
});
