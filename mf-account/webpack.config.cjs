const { createRemoteConfig } = require('@rednest/shared/build/webpack');
module.exports = createRemoteConfig({ dir: __dirname, name: 'mf_account', cssPrefix: 'acc', devPort: 8183 });
