const { createRemoteConfig } = require('@rednest/shared/build/webpack');
module.exports = createRemoteConfig({ dir: __dirname, name: 'mf_corporate', cssPrefix: 'corp', devPort: 8185 });
