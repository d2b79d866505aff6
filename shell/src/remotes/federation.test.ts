/**
 * @jest-environment node
 */
/**
 * A page left open learns of a rollback: before loading a remote it has not loaded
 * yet, the shell re-reads a manifest older than its TTL; a remote it already runs keeps its
 * version. The federation runtime is a fake that loads whatever entry is registered.
 */
import type * as FederationModule from './federation';
import type * as LoadingConfigModule from './remote-loading-config';
import { parseManifest, type RuntimeManifest } from './runtime-manifest';

/** what the fake runtime has registered: name → entry; a registration without force keeps the first */
const registered = new Map<string, string>();
jest.mock('@module-federation/enhanced/runtime', () => ({
  registerRemotes: (remotes: { name: string; entry: string }[], opts?: { force?: boolean }) => {
    for (const r of remotes) if (opts?.force || !registered.has(r.name)) registered.set(r.name, r.entry);
  },
  loadRemote: async (id: string) => {
    const entry = registered.get(id.split('/')[0]!);
    return entry ? { bootstrap: async () => {}, mount: async () => {}, unmount: async () => {}, entry } : null;
  },
}));

type Federation = typeof FederationModule;
type LoadingConfig = typeof LoadingConfigModule;

const entry = (folder: string, version: string) => `http://localhost:8081/${folder}/${version}/remoteEntry.js`;
const manifestOf = (club: string, search = 'v1'): RuntimeManifest => ({
  remotes: {
    mf_club: { version: club, entry: entry('mf-club', club) },
    mf_search: { version: search, entry: entry('mf-search', search) },
  },
});

let federation: Federation;
let config: LoadingConfig;
let now: number;
let served: RuntimeManifest;
const fetchMock = jest.fn(async () => new Response(JSON.stringify(served), { status: 200 }));

beforeEach(async () => {
  // a fresh page: the modules' state (what is loaded, when the manifest was read) starts empty
  jest.resetModules();
  registered.clear();
  federation = await import('./federation');
  config = await import('./remote-loading-config');
  now = 1_000_000;
  jest.spyOn(Date, 'now').mockImplementation(() => now);
  fetchMock.mockClear();
  global.fetch = fetchMock as unknown as typeof fetch;
  served = manifestOf('v2');
  federation.registerFromManifest(manifestOf('v2'));
});
afterEach(() => jest.restoreAllMocks());

const loadedEntry = async (name: 'mf_club' | 'mf_search') =>
  ((await federation.loadRemoteApp(name, false)) as unknown as { entry: string }).entry;

describe('an open page and a rollback', () => {
  it('re-reads the manifest older than 30 s before loading an area it has not loaded, and loads the rolled-back version', async () => {
    served = manifestOf('v1'); // mf_club rolled back at the edge while the page was open
    now += 30_000;
    expect(await loadedEntry('mf_club')).toBe(entry('mf-club', 'v1'));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledWith('/manifest.json', expect.objectContaining({ cache: 'no-store' }));
  });

  it('trusts a manifest younger than the TTL: no request', async () => {
    served = manifestOf('v1');
    now += 29_000;
    expect(await loadedEntry('mf_club')).toBe(entry('mf-club', 'v2'));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('keeps the version of an area it already loaded, even when re-reading for another area', async () => {
    expect(await loadedEntry('mf_club')).toBe(entry('mf-club', 'v2'));
    served = manifestOf('v1', 'v2'); // mf_club rolled back, mf_search released
    now += 60_000;
    expect(await loadedEntry('mf_search')).toBe(entry('mf-search', 'v2'));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    now += 60_000;
    expect(await loadedEntry('mf_club')).toBe(entry('mf-club', 'v2'));
    expect(federation.currentManifest().remotes.mf_club?.version).toBe('v2');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('loads the known release when the edge does not answer', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    now += 31_000;
    expect(await loadedEntry('mf_club')).toBe(entry('mf-club', 'v2'));
  });

  it('asks once for areas loading together, then trusts the answer for the TTL', async () => {
    served = manifestOf('v1', 'v3');
    now += 45_000;
    const [club, search] = await Promise.all([loadedEntry('mf_club'), loadedEntry('mf_search')]);
    expect([club, search]).toEqual([entry('mf-club', 'v1'), entry('mf-search', 'v3')]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('takes the TTL from the configuration (the manifest may set manifestTtlMs)', async () => {
    config.configureRemoteLoading({
      manifestTtlMs: parseManifest({ ...manifestOf('v2'), manifestTtlMs: 5_000 }).manifestTtlMs,
    });
    served = manifestOf('v1');
    now += 5_000;
    expect(await loadedEntry('mf_club')).toBe(entry('mf-club', 'v1'));
    expect(config.DEFAULT_REMOTE_LOADING.manifestTtlMs).toBe(30_000);
  });
});
