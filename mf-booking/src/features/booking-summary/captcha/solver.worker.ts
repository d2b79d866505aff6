/**
 * The captcha's proof-of-work, in a Web Worker so the page's main thread stays free while the guest
 * reads the summary. altcha-lib's worker message handler (work / abort) over the WebCrypto SHA
 * digest: the package's own `workers/sha` entry derives keys with node:crypto, which a browser has not.
 */
import { handler } from 'altcha-lib/workers/shared';
import { deriveKey } from 'altcha-lib/algorithms/web/sha';

handler({ deriveKey });
