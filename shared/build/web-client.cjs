/**
 * The public web client of the token grant, per deployment: OAUTH_CLIENT_ID and OAUTH_CLIENT_SECRET,
 * the same variables the API reads (its development defaults otherwise). It is a public client:
 * the browser bundles get both at build time (webpack.cjs) and the edge uses them for its own
 * guest token (deploy hotel-pictures.ts); they identify the client and protect nothing. A
 * production API refuses the development secret, so a production deployment must set them.
 */
const DEV_OAUTH_CLIENT = { id: 'rednest-web', secret: 'rednest-web-public' };

/** @returns {{ id: string, secret: string }} */
function webClientFromEnv(env = process.env) {
  return {
    id: env.OAUTH_CLIENT_ID?.trim() || DEV_OAUTH_CLIENT.id,
    secret: env.OAUTH_CLIENT_SECRET?.trim() || DEV_OAUTH_CLIENT.secret,
  };
}

module.exports = { webClientFromEnv };
