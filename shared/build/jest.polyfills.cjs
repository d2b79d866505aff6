// react-router 7 needs TextEncoder/TextDecoder, which jsdom does not provide.
const { TextEncoder, TextDecoder } = require('node:util');
if (typeof globalThis.TextEncoder === 'undefined') Object.assign(globalThis, { TextEncoder, TextDecoder });
