module.exports = require('@rednest/shared/build/jest')(__dirname);
