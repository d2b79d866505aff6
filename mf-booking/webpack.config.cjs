const { createRemoteConfig } = require('@rednest/shared/build/webpack');
module.exports = createRemoteConfig({ dir: __dirname, name: 'mf_booking', cssPrefix: 'bkg', devPort: 8182 });
