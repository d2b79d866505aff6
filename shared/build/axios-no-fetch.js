// Stands in for axios/lib/adapters/fetch.js in the browser builds (see webpack/base.cjs): the api client
// uses the XHR adapter, so fetch is reported as unavailable and its code is not shipped.
export const getFetch = () => undefined;
export default undefined;
