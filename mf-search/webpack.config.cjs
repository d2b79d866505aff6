const { createRemoteConfig } = require('@rednest/shared/build/webpack');
module.exports = createRemoteConfig({ dir: __dirname, name: 'mf_search', cssPrefix: 'srch', devPort: 8181 });
