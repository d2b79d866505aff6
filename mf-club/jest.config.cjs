module.exports = require('@rednest/shared/build/jest')(__dirname, { setupFiles: [require.resolve('./jest.polyfills.cjs')] });
