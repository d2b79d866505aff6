/**
 * @jest-environment node
 */
import { fetchManifest, ManifestError, parseManifest } from './runtime-manifest';

describe('runtime manifest', () => {
  it('keeps the known remotes with an entry and ignores the rest', () => {
    const m = parseManifest({
      remotes: {
        mf_search: { version: '0.1.0-abcdef12', entry: 'http://localhost:8081/mf-search/0.1.0-abcdef12/mf-manifest.json' },
        mf_booking: { version: '0.1.0-1234abcd' },
        mf_unknown: { version: '1', entry: 'http://x' },
      },
      loadTimeoutMs: 5000,
    });
    expect(Object.keys(m.remotes)).toEqual(['mf_search']);
    expect(m.loadTimeoutMs).toBe(5000);
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
});
