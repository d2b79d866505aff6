const config = require('@rednest/shared/build/jest')(__dirname);

// English texts for features tested without RemoteRoot (see src/app/labels.test-setup.ts)
module.exports = {
  ...config,
  setupFilesAfterEnv: [...config.setupFilesAfterEnv, '<rootDir>/src/app/labels.test-setup.ts'],
};
