// react-router 7 needs TextEncoder/TextDecoder, which jsdom does not provide.
// (Requested for the shared preset, shared/build/jest.cjs; harmless once it has them.)
const { TextEncoder, TextDecoder } = require('node:util');
if (typeof globalThis.TextEncoder === 'undefined') Object.assign(globalThis, { TextEncoder, TextDecoder });
