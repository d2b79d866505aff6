/** Jest preset for the front-end packages: swc transform, jsdom, Sass modules as identity maps. */
const path = require('node:path');

/** The federation name of the remote in `dir` (the registry's), as its builds define __RN_REMOTE_NAME__; 'test' for the shell and shared. */
function remoteNameOf(dir) {
  const { REMOTES } = require('jiti')(__filename)('../src/contracts/remotes.ts');
  return REMOTES.find((r) => r.folder === path.basename(dir))?.name ?? 'test';
}

module.exports = function jestConfig(dir, overrides = {}) {
  return {
    rootDir: dir,
    testEnvironment: 'jsdom',
    testMatch: ['<rootDir>/src/**/*.test.ts?(x)'],
    transform: {
      '^.+\\.(t|j)sx?$': [
        require.resolve('@swc/jest'),
        {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic' } },
            target: 'es2020',
          },
        },
      ],
    },
    moduleNameMapper: { '\\.(css|scss)$': require.resolve('identity-obj-proxy') },
    setupFiles: [path.join(__dirname, 'jest.polyfills.cjs')],
    setupFilesAfterEnv: [path.join(__dirname, 'jest.setup.cjs')],
    globals: {
      __RN_BUILD_TIME__: 'test',
      __RN_REMOTE_NAME__: remoteNameOf(dir),
      __RN_RELEASE__: 'test',
      __RN_OAUTH_CLIENT_ID__: 'rednest-web',
      __RN_OAUTH_CLIENT_SECRET__: 'rednest-web-public',
    },
    ...overrides,
  };
};
