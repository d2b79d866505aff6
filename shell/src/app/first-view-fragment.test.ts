import { retireFirstViewFragment } from './first-view-fragment';

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
