/**
 * Production remotes take webpack's bundler-runtime helpers from the shell (
 * shared/build/bundler-runtime-provider.mjs publishes them, webpack.cjs makes them externals of the
 * remotes). The externals match the package index's own `./<name>.js` imports: if an upgrade of
 * @module-federation/enhanced renames or moves a helper, the remotes would silently bundle it again
 * (or the shell would publish a file that no longer exists). This fails first.
 */
import fs from 'node:fs';
import path from 'node:path';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { bundlerRuntimeHelpers, bundlerRuntimeDir } = require('../../build/webpack.cjs') as {
  bundlerRuntimeHelpers(): string[];
  bundlerRuntimeDir(): string;
};

test('every helper the shell publishes is a file of the bundler runtime that its index imports as ./<name>.js', () => {
  const dir = bundlerRuntimeDir();
  const index = fs.readFileSync(path.join(dir, 'index.js'), 'utf8');
  const helpers = bundlerRuntimeHelpers();
  expect(helpers.length).toBeGreaterThan(5);
  for (const name of helpers) {
    expect([name, fs.existsSync(path.join(dir, `${name}.js`))]).toEqual([name, true]);
    expect([name, index.includes(`from "./${name}.js"`) || index.includes(`from './${name}.js'`)]).toEqual([
      name,
      true,
    ]);
  }
});

test("the index keeps each bundle's own federation object: it is not one of the shared helpers", () => {
  expect(bundlerRuntimeHelpers()).not.toContain('index');
  expect(bundlerRuntimeHelpers()).not.toContain('bundler');
});
