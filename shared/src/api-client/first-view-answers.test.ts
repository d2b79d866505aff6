import { ENDPOINTS } from '@rednest/shared/contracts/endpoints';
import {
  ANSWERS_BLOCK_ID,
  ANSWER_MAX_AGE_MS,
  FIRST_VIEW_ENDPOINTS,
  GUEST_ONLY_ENDPOINTS,
  readFirstViewAnswers,
  seedFirstViewAnswers,
  takeFirstViewAnswer,
} from './first-view-answers';
import { createQueryClient, endpointKey } from './query';

const NOW = 1_790_000_000_000;
const banners = {
  banners: [
    {
      id: 1,
      title: 'Stay 3, pay 2',
      subtitle: '',
      image_url: '/cdn/banners/1.svg',
      link_url: '/en-id/search',
      country: 'id',
    },
  ],
};
const keyOf = (name: Parameters<typeof endpointKey>[0], input: object) => endpointKey(name, input as never);
const labels = { language: 'th', labels: { 'shell.nav.home': 'หน้าแรก' } };
const sent = {
  desktop_rewamp: 'true',
  app_type: 'web',
  device_type: 'web',
  domain_name: 'thailand',
  bouquet_group: 'T',
  bouquet_segment: 'guest',
  ab_group: 'NA',
  ac_group: 'NA',
  club_price_ab_group: 'NA',
  language: 'th',
};

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
  it('are read once: the block goes', () => {
    const doc = pageWith(
      JSON.stringify([{ endpoint: 'loadBanners', input: { query: { country: 'id' } }, data: banners, at: NOW }]),
    );
    expect(readFirstViewAnswers(doc)).toHaveLength(1);
    expect(doc.getElementById(ANSWERS_BLOCK_ID)).toBeNull();
    expect(readFirstViewAnswers(doc)).toEqual([]);
  });

  it('start the cache under the key the hooks read, dated when the edge fetched them', () => {
    const client = createQueryClient();
    const answers = readFirstViewAnswers(
      pageWith(
        JSON.stringify([
          { endpoint: 'loadBanners', input: { query: { country: 'id' } }, data: banners, at: NOW - 5000 },
        ]),
      ),
    );
    expect(seedFirstViewAnswers(client, keyOf, answers, () => NOW)).toBe(1);
    expect(client.getQueryData(endpointKey('loadBanners', { query: { country: 'id' } }))).toEqual(banners);
    expect(client.getQueryState(endpointKey('loadBanners', { query: { country: 'id' } }))?.dataUpdatedAt).toBe(
      NOW - 5000,
    );
  });

  it('an answer dated by a clock ahead of this one counts as fetched now (it goes stale on time)', () => {
    const client = createQueryClient();
    seedFirstViewAnswers(
      client,
      keyOf,
      readFirstViewAnswers(
        pageWith(
          JSON.stringify([
            { endpoint: 'loadBanners', input: { query: { country: 'th' } }, data: banners, at: NOW + 3_600_000 },
          ]),
        ),
      ),
      () => NOW,
    );
    expect(client.getQueryState(endpointKey('loadBanners', { query: { country: 'th' } }))?.dataUpdatedAt).toBe(NOW);
  });

  it('nothing personal, nothing unknown, nothing broken: only the first-view reads are taken', () => {
    const seeds = [
      { endpoint: 'userSearchHistory', input: {}, data: { searches: [] }, at: NOW },
      { endpoint: 'monitorErrorLog', input: {}, data: {}, at: NOW },
      { endpoint: 'noSuchCall', input: {}, data: {}, at: NOW },
      { endpoint: 'constructor', input: {}, data: {}, at: NOW },
      { endpoint: 'loadBanners', input: { query: { country: 'id' } }, at: NOW },
      { endpoint: 'loadLabels', input: {}, data: labels, at: NOW, sent: { language: 3 } },
      'loadBanners',
    ];
    expect(readFirstViewAnswers(pageWith(JSON.stringify(seeds)))).toEqual([]);
    for (const text of ['not json', '{"endpoint":"loadBanners"}', ''])
      expect(readFirstViewAnswers(pageWith(text))).toEqual([]);
    expect(readFirstViewAnswers(document.implementation.createHTMLDocument('no block'))).toEqual([]);
  });

  it('the endpoints the edge may answer are reads that need no sign-in, or a guest token and are taken by guests only', () => {
    for (const name of FIRST_VIEW_ENDPOINTS) {
      const guestOnly = GUEST_ONLY_ENDPOINTS.includes(name);
      expect([name, ENDPOINTS[name].method, ENDPOINTS[name].auth]).toEqual([name, 'GET', guestOnly ? 'token' : 'none']);
    }
    for (const name of GUEST_ONLY_ENDPOINTS) expect(FIRST_VIEW_ENDPOINTS).toContain(name);
  });
});

describe('one-time answers (the query the edge sent)', () => {
  const page = () =>
    readFirstViewAnswers(
      pageWith(
        JSON.stringify([
          { endpoint: 'loadLabels', input: { query: { language: 'th' } }, data: labels, at: NOW - 1000, sent },
        ]),
      ),
    );

  it('answer the first call that sends exactly that query, once; the query cache is not seeded with them', () => {
    const answers = page();
    const client = createQueryClient();
    expect(seedFirstViewAnswers(client, keyOf, answers, () => NOW)).toBe(0);
    expect(
      takeFirstViewAnswer(
        'loadLabels',
        () => ({ ...sent }),
        {},
        () => NOW,
        answers,
      ),
    ).toEqual(labels);
    expect(
      takeFirstViewAnswer(
        'loadLabels',
        () => ({ ...sent }),
        {},
        () => NOW,
        answers,
      ),
    ).toBeUndefined();
  });

  it('a listing search answered for a guest is never taken by a signed-in member, who asks with their own token', () => {
    const search = { ...sent, location: 'cit-jakarta', per_page: '20', page: '1' };
    const list = { hotels: [], next_page: null };
    const answers = () =>
      readFirstViewAnswers(
        pageWith(JSON.stringify([{ endpoint: 'hotelsList', input: { query: {} }, data: list, at: NOW, sent: search }])),
      );
    expect(
      takeFirstViewAnswer(
        'hotelsList',
        () => ({ ...search }),
        {},
        () => NOW,
        answers(),
        () => true,
      ),
    ).toBeUndefined();
    expect(
      takeFirstViewAnswer(
        'hotelsList',
        () => ({ ...search }),
        {},
        () => NOW,
        answers(),
        () => false,
      ),
    ).toEqual(list);
  });

  it('a hotel answered for its path parameters: only a call with the same hotel takes it', () => {
    const hotel = { id: 41, slug: 'rumah-kelapa' };
    const answers = () =>
      readFirstViewAnswers(
        pageWith(
          JSON.stringify([
            {
              endpoint: 'hotelDetails',
              input: { params: { id: 'rumah-kelapa' } },
              data: hotel,
              at: NOW,
              sent,
              sentParams: { id: 'rumah-kelapa' },
            },
          ]),
        ),
      );
    expect(
      takeFirstViewAnswer(
        'hotelDetails',
        () => ({ ...sent }),
        { params: { id: 'another-hotel' } },
        () => NOW,
        answers(),
      ),
    ).toBeUndefined();
    expect(
      takeFirstViewAnswer(
        'hotelDetails',
        () => ({ ...sent }),
        {},
        () => NOW,
        answers(),
      ),
    ).toBeUndefined();
    expect(
      takeFirstViewAnswer(
        'hotelDetails',
        () => ({ ...sent }),
        { params: { id: 'rumah-kelapa' } },
        () => NOW,
        answers(),
      ),
    ).toEqual(hotel);
    const noParams = readFirstViewAnswers(
      pageWith(JSON.stringify([{ endpoint: 'loadIconImages', input: {}, data: { icons: [] }, at: NOW, sent }])),
    );
    expect(
      takeFirstViewAnswer(
        'loadIconImages',
        () => ({ ...sent }),
        { params: { id: 1 } },
        () => NOW,
        noParams,
      ),
    ).toBeUndefined();
    expect(
      readFirstViewAnswers(
        pageWith(
          JSON.stringify([{ endpoint: 'hotelDetails', input: {}, data: hotel, at: NOW, sentParams: { id: 'x' } }]),
        ),
      ),
    ).toEqual([]);
  });

  it('a page that would ask otherwise (a member, another group, another device, params or a body) asks the API', () => {
    for (const query of [
      { ...sent, bouquet_group: 'G' },
      { ...sent, ab_group: 'B' },
      { ...sent, device_type: 'mobile' },
      { ...sent, brand_name: 'urbano' },
      (({ language: _, ...rest }) => rest)(sent),
    ]) {
      expect(
        takeFirstViewAnswer(
          'loadLabels',
          () => query,
          {},
          () => NOW,
          page(),
        ),
      ).toBeUndefined();
    }
    expect(
      takeFirstViewAnswer(
        'siteSettings',
        () => ({ ...sent }),
        {},
        () => NOW,
        page(),
      ),
    ).toBeUndefined();
    expect(
      takeFirstViewAnswer(
        'loadLabels',
        () => ({ ...sent }),
        { params: { id: 1 } },
        () => NOW,
        page(),
      ),
    ).toBeUndefined();
  });

  it('a call with no answer left for its endpoint does not make its query (every call of the page asks)', () => {
    const queryOf = jest.fn(() => ({ ...sent }));
    expect(takeFirstViewAnswer('hotelsList', queryOf, {}, () => NOW, page())).toBeUndefined();
    const answers = page();
    expect(takeFirstViewAnswer('loadLabels', queryOf, {}, () => NOW, answers)).toEqual(labels);
    expect(takeFirstViewAnswer('loadLabels', queryOf, {}, () => NOW, answers)).toBeUndefined();
    expect(queryOf).toHaveBeenCalledTimes(1);
  });

  it('an answer older than the limit is not used (a tab restored much later)', () => {
    expect(
      takeFirstViewAnswer(
        'loadLabels',
        () => ({ ...sent }),
        {},
        () => NOW + ANSWER_MAX_AGE_MS,
        page(),
      ),
    ).toBeUndefined();
    expect(
      takeFirstViewAnswer(
        'loadLabels',
        () => ({ ...sent }),
        {},
        () => NOW + ANSWER_MAX_AGE_MS - 2000,
        page(),
      ),
    ).toEqual(labels);
  });
});
