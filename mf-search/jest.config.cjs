// react-router 7 needs TextEncoder, which jsdom does not provide (request for shared/build/jest.cjs in README)
module.exports = require('@rednest/shared/build/jest')(__dirname, { setupFiles: [require.resolve('./jest.polyfills.cjs')] });
