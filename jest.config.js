// One jest run for the whole workspace: browser code in jsdom, API and contracts in node.
const { ignoreAllButPackagesToCompile } = require('./scripts/jest/packages-to-compile');

const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

const common = {
  transform: { '^.+\\.(t|j)sx?$': swc },
  moduleNameMapper: { '\\.css$': '<rootDir>/scripts/jest/style-stub.js' },
};

module.exports = {
  // One worker per core: jest's default keeps one core back, which on a two-core machine runs every
  // suite one after another (about 20 minutes instead of 12). The API suites wait on the database,
  // Argon2 and their own servers as much as they compute.
  maxWorkers: '100%',
  globalSetup: '<rootDir>/scripts/jest/global-setup.js',
  globalTeardown: '<rootDir>/scripts/jest/global-teardown.js',
  projects: [
    {
      ...common,
      displayName: 'node',
      testEnvironment: 'node',
      setupFilesAfterEnv: ['<rootDir>/scripts/jest/node-setup.ts'],
      // Several server dependencies ship only ES modules (kysely, file-type, openid-client) or load modules
      // with import() (PGlite, @fastify/cookie). Node 20 runs them, but jest's CommonJS runtime cannot, so
      // those packages are compiled to CommonJS too (scripts/jest/packages-to-compile.js).
      transform: { ...common.transform, '\\.(c|m)js$': swc },
      transformIgnorePatterns: ignoreAllButPackagesToCompile(),
      testMatch: ['<rootDir>/shared/contracts/test/**/*.test.ts', '<rootDir>/shared/federation/test/**/*.test.js', '<rootDir>/scripts/*/test/**/*.test.js', '<rootDir>/api/test/**/*.test.ts'],
    },
    {
      ...common,
      displayName: 'browser',
      testEnvironment: 'jsdom',
      setupFilesAfterEnv: ['<rootDir>/scripts/jest/browser-setup.ts'],
      testMatch: [
        '<rootDir>/shared/{http,ui,i18n,forms,mount}/test/**/*.test.{ts,tsx}',
        '<rootDir>/shell/test/**/*.test.{ts,tsx}',
        '<rootDir>/mfe-*/test/**/*.test.{ts,tsx}',
      ],
    },
  ],
};
