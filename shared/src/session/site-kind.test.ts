import { memoryStorage } from '@rednest/shared/testing';
import { siteKindFromHost } from './site-kind';

describe('siteKindFromHost (spec §6)', () => {
  it('is corporate when the host contains "corporate"', () => {
    expect(siteKindFromHost('corporate.localhost:8080', '', memoryStorage())).toEqual({
      kind: 'corporate',
      brandSlug: null,
    });
    expect(siteKindFromHost('m-corporate.rednest.com', '', memoryStorage())).toEqual({
      kind: 'corporate',
      brandSlug: null,
    });
  });

  it('is a brand site on a lumo. or urbano. host', () => {
    expect(siteKindFromHost('lumo.localhost:8080', '', memoryStorage())).toEqual({ kind: 'brand', brandSlug: 'lumo' });
    expect(siteKindFromHost('URBANO.rednest.com', '', memoryStorage())).toEqual({ kind: 'brand', brandSlug: 'urbano' });
  });

  it('is the main site otherwise', () => {
    expect(siteKindFromHost('localhost:8080', '', memoryStorage())).toEqual({ kind: 'main', brandSlug: null });
    expect(siteKindFromHost('www.rednest.com', '', memoryStorage())).toEqual({ kind: 'main', brandSlug: null });
    expect(siteKindFromHost('lumoland.com', '', memoryStorage())).toEqual({ kind: 'main', brandSlug: null });
  });

  it('?site= overrides the host and is remembered for the browser session', () => {
    const storage = memoryStorage();
    expect(siteKindFromHost('localhost:8080', '?site=urbano', storage)).toEqual({ kind: 'brand', brandSlug: 'urbano' });
    // later navigation drops the query: the choice stays
    expect(siteKindFromHost('localhost:8080', '', storage)).toEqual({ kind: 'brand', brandSlug: 'urbano' });
    expect(siteKindFromHost('localhost:8080', '?site=main', storage)).toEqual({ kind: 'main', brandSlug: null });
    expect(siteKindFromHost('corporate.localhost:8080', '', storage)).toEqual({ kind: 'main', brandSlug: null });
  });

  it('ignores an unknown ?site= value', () => {
    expect(siteKindFromHost('localhost', '?site=evil', memoryStorage())).toEqual({ kind: 'main', brandSlug: null });
  });
});
