import { firstViewPicturesShown, retireFirstViewFragment } from './first-view-fragment';

const page = () => {
  document.body.innerHTML = `<main id="rn-main"><div id="rn-skeleton" aria-hidden="true"><div class="rn-first-view" inert><h1>Sign in</h1></div><div class="rn-sk"></div></div>
    <div id="single-spa-application:mf_search"></div><div id="single-spa-application:mf_account"></div></main>`;
};
const fragment = () => document.querySelector('.rn-first-view');
const tick = () => new Promise((r) => setTimeout(r, 0));

describe('the prerendered first view', () => {
  beforeEach(() => window.history.replaceState(null, '', '/en-id/signIn'));

  it('stays while the remote has drawn nothing, and goes once it has', async () => {
    page();
    retireFirstViewFragment();
    await tick();
    expect(fragment()).not.toBeNull();
    document.getElementById('single-spa-application:mf_account')!.appendChild(document.createElement('form'));
    await tick();
    expect(fragment()).toBeNull();
    expect(document.querySelector('.rn-sk')).not.toBeNull();
  });

  it('goes when the visitor moves to another page before the remote drew', async () => {
    page();
    retireFirstViewFragment();
    window.dispatchEvent(new Event('single-spa:before-routing-event'));
    expect(fragment()).not.toBeNull(); // same page: kept
    window.history.pushState(null, '', '/en-id/faq');
    window.dispatchEvent(new Event('single-spa:before-routing-event'));
    expect(fragment()).toBeNull();
  });
});

describe("the first view's largest picture before a remote draws", () => {
  const withPicture = (decode: () => Promise<void>) => {
    document.body.innerHTML = `<main id="rn-main"><div id="rn-skeleton"><div class="rn-first-view" inert><img fetchpriority="high" src="/b.svg" alt=""><img loading="lazy" src="/c.svg" alt=""></div></div></main>`;
    document.querySelectorAll('img').forEach((img) => Object.defineProperty(img, 'decode', { value: decode }));
  };

  it('a page without a first view, or without a high-priority picture, waits for nothing', async () => {
    document.body.innerHTML = '<main id="rn-main"><div id="rn-skeleton"></div></main>';
    await expect(firstViewPicturesShown(document, window, 60_000)).resolves.toBeUndefined();
  });

  it('waits until the picture is decoded and a frame has drawn it', async () => {
    let decoded!: () => void;
    withPicture(() => new Promise<void>((resolve) => (decoded = resolve)));
    let shown = false;
    const waiting = firstViewPicturesShown(document, window, 60_000).then(() => (shown = true));
    await tick();
    expect(shown).toBe(false);
    decoded();
    await waiting;
    expect(shown).toBe(true);
  });

  it('a broken picture waits for nothing, and a picture that never comes holds the page at most the time given', async () => {
    withPicture(() => Promise.reject(new Error('EncodingError')));
    await expect(firstViewPicturesShown(document, window, 60_000)).resolves.toBeUndefined();
    withPicture(() => new Promise<void>(() => undefined));
    await expect(firstViewPicturesShown(document, window, 20)).resolves.toBeUndefined();
  });
});
