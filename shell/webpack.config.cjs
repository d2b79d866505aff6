const path = require('node:path');
const { createShellConfig } = require('@rednest/shared/build/webpack');

// The retry/timeout plugin runs inside the module-federation runtime for every remote load
// (manifest fetch and remoteEntry script); see src/remotes/federation-retry-plugin.ts.
module.exports = createShellConfig({
  dir: __dirname,
  runtimePlugins: [path.join(__dirname, 'src/remotes/federation-retry-plugin.ts')],
});
