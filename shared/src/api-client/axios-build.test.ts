/**
 * The browser builds swap axios's fetch adapter for shared/build/axios-no-fetch.js and the client
 * asks for XHR. If an axios upgrade moves or renames the adapter file, the swap would silently stop
 * and the bytes come back: this fails first.
 */
import fs from 'node:fs';
import path from 'node:path';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { AXIOS_FETCH_ADAPTER } = require('../../build/webpack.cjs') as { AXIOS_FETCH_ADAPTER: RegExp };

test('the fetch adapter the builds replace is where axios keeps it, and is the one adapters.js imports', () => {
  const axiosDir = path.dirname(require.resolve('axios/package.json'));
  const adapter = path.join(axiosDir, 'lib', 'adapters', 'fetch.js');
  expect(fs.existsSync(adapter)).toBe(true);
  expect(AXIOS_FETCH_ADAPTER.test(adapter)).toBe(true);
  expect(fs.readFileSync(path.join(axiosDir, 'lib', 'adapters', 'adapters.js'), 'utf8')).toMatch(
    /from '\.\/fetch\.js'/,
  );
  expect(fs.readFileSync(adapter, 'utf8')).toMatch(/export const getFetch/);
});
