import { ANSWERS_BLOCK_ID, seedFirstViewAnswers } from './first-view-answers';
import { createQueryClient, endpointKey } from './query';

const NOW = 1_790_000_000_000;
const banners = { banners: [{ id: 1, title: 'Stay 3, pay 2', subtitle: '', image_url: '/cdn/banners/1.svg', link_url: '/en-id/search', country: 'id' }] };
const keyOf = (name: Parameters<typeof endpointKey>[0], input: object) => endpointKey(name, input as never);

function pageWith(text: string): Document {
  const doc = document.implementation.createHTMLDocument('page');
  const block = doc.createElement('script');
  block.type = 'application/json';
  block.id = ANSWERS_BLOCK_ID;
  block.textContent = text;
  doc.head.append(block);
  return doc;
}

describe('answers the edge put in the page', () => {
  it('start the cache under the key the hooks read, dated when the edge fetched them, and the block goes', () => {
    const client = createQueryClient();
    const doc = pageWith(JSON.stringify([{ endpoint: 'loadBanners', input: { query: { country: 'id' } }, data: banners, at: NOW - 5000 }]));
    expect(seedFirstViewAnswers(client, keyOf, doc, () => NOW)).toBe(1);
    expect(client.getQueryData(endpointKey('loadBanners', { query: { country: 'id' } }))).toEqual(banners);
    expect(client.getQueryState(endpointKey('loadBanners', { query: { country: 'id' } }))?.dataUpdatedAt).toBe(NOW - 5000);
    expect(doc.getElementById(ANSWERS_BLOCK_ID)).toBeNull();
  });

  it('an answer dated by a clock ahead of this one counts as fetched now (it goes stale on time)', () => {
    const client = createQueryClient();
    seedFirstViewAnswers(client, keyOf, pageWith(JSON.stringify([{ endpoint: 'loadBanners', input: { query: { country: 'th' } }, data: banners, at: NOW + 3_600_000 }])), () => NOW);
    expect(client.getQueryState(endpointKey('loadBanners', { query: { country: 'th' } }))?.dataUpdatedAt).toBe(NOW);
  });

  it('nothing personal, nothing unknown, nothing broken: calls that need a sign-in or are not reads are refused', () => {
    const client = createQueryClient();
    const seeds = [
      { endpoint: 'userSearchHistory', input: {}, data: { searches: [] }, at: NOW },
      { endpoint: 'monitorErrorLog', input: {}, data: {}, at: NOW },
      { endpoint: 'noSuchCall', input: {}, data: {}, at: NOW },
      { endpoint: 'constructor', input: {}, data: {}, at: NOW },
      { endpoint: 'loadBanners', input: { query: { country: 'id' } }, at: NOW },
      'loadBanners',
    ];
    expect(seedFirstViewAnswers(client, keyOf, pageWith(JSON.stringify(seeds)), () => NOW)).toBe(0);
    expect(client.getQueryCache().getAll()).toHaveLength(0);
    for (const text of ['not json', '{"endpoint":"loadBanners"}', '']) expect(seedFirstViewAnswers(client, keyOf, pageWith(text), () => NOW)).toBe(0);
    expect(seedFirstViewAnswers(client, keyOf, document.implementation.createHTMLDocument('no block'), () => NOW)).toBe(0);
  });
});
