const config = require('@rednest/shared/build/jest')(__dirname);

// English texts for features tested without RemoteRoot (see src/app/labels.test-setup.ts); a group of
// a language's page texts (`./pages/en?group=summary`, cut by the build) is the whole file under jest
module.exports = {
  ...config,
  moduleNameMapper: { ...config.moduleNameMapper, '^\\./pages/(\\w+)\\?group=\\w+$': '<rootDir>/src/texts/pages/$1' },
  setupFilesAfterEnv: [...config.setupFilesAfterEnv, '<rootDir>/src/app/labels.test-setup.ts'],
};
