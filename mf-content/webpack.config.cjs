const { createRemoteConfig } = require('@rednest/shared/build/webpack');
module.exports = createRemoteConfig({ dir: __dirname, name: 'mf_content', cssPrefix: 'cnt', devPort: 8186 });
