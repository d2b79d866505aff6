/**
 * @jest-environment node
 */
import { fetchManifest, initialManifest, ManifestError, MANIFEST_BLOCK_ID, parseManifest } from './runtime-manifest';

describe('runtime manifest', () => {
  it('keeps the known remotes with an entry and ignores the rest', () => {
    const m = parseManifest({
      remotes: {
        mf_search: {
          version: '0.1.0-abcdef12',
          entry: 'http://localhost:8081/mf-search/0.1.0-abcdef12/mf-manifest.json',
        },
        mf_booking: { version: '0.1.0-1234abcd' },
        mf_unknown: { version: '1', entry: 'http://x' },
      },
      loadTimeoutMs: 5000,
    });
    expect(Object.keys(m.remotes)).toEqual(['mf_search']);
    expect(m.loadTimeoutMs).toBe(5000);
  });

  it("names the entry script: an older manifest's mf-manifest.json becomes the remoteEntry.js beside it", () => {
    const m = parseManifest({
      remotes: {
        mf_search: {
          version: '0.1.0-abcdef12',
          entry: 'http://localhost:8081/mf-search/0.1.0-abcdef12/mf-manifest.json',
        },
        mf_content: {
          version: '0.1.0-1234abcd',
          entry: 'https://cdn.rednest.example/remotes/mf-content/0.1.0-1234abcd/remoteEntry.js',
        },
      },
    });
    expect(m.remotes.mf_search?.entry).toBe('http://localhost:8081/mf-search/0.1.0-abcdef12/remoteEntry.js');
    expect(m.remotes.mf_content?.entry).toBe(
      'https://cdn.rednest.example/remotes/mf-content/0.1.0-1234abcd/remoteEntry.js',
    );
  });

  it('rejects a document that is not a manifest', () => {
    expect(() => parseManifest({})).toThrow(ManifestError);
    expect(() => parseManifest({ remotes: 'x' })).toThrow(ManifestError);
  });

  it('fetches without the HTTP cache and reports a failed answer', async () => {
    const fetchImpl = jest.fn().mockResolvedValue(new Response('oops', { status: 502 }));
    await expect(fetchManifest(fetchImpl)).rejects.toThrow('/manifest.json answered 502');
    expect(fetchImpl).toHaveBeenCalledWith('/manifest.json', expect.objectContaining({ cache: 'no-store' }));
  });

  describe('at boot', () => {
    const page = (json: string | null) =>
      ({
        getElementById: (id: string) => (id === MANIFEST_BLOCK_ID && json !== null ? { textContent: json } : null),
      }) as unknown as Document;
    const entry = 'http://localhost:8081/mf-search/0.1.0-aaaa1111/remoteEntry.js';

    it('uses the manifest the edge stitched into the page, with no request', async () => {
      const fetchImpl = jest.fn();
      const m = await initialManifest(
        page(JSON.stringify({ remotes: { mf_search: { version: '0.1.0-aaaa1111', entry } } })),
        fetchImpl,
      );
      expect(m.remotes.mf_search?.entry).toBe(entry);
      expect(fetchImpl).not.toHaveBeenCalled();
    });

    it('fetches /manifest.json when the page has no block, or one that does not parse', async () => {
      for (const json of [null, '{"remotes":', '{}']) {
        const fetchImpl = jest
          .fn()
          .mockResolvedValue(new Response(JSON.stringify({ remotes: { mf_content: { version: '2', entry } } })));
        const m = await initialManifest(page(json), fetchImpl);
        expect(m.remotes.mf_content?.version).toBe('2');
        expect(fetchImpl).toHaveBeenCalledTimes(1);
      }
    });
  });
});
