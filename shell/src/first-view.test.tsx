/**
 * @jest-environment node
 */
// The static frame the shell's build writes (first-view.tsx), rendered as the build renders it.
import { LOCALES } from '@rednest/shared/contracts';
import { renderFirstViews } from './first-view';
import { STATIC_FRAME_ATTRIBUTE } from './app/static-frame';

describe('the static frame', () => {
  let files: Record<string, string>;
  beforeAll(async () => {
    files = await renderFirstViews();
  });

  it('is a header and a footer for every locale, each marked for the chrome to take away, and its description', () => {
    expect(Object.keys(files).sort()).toEqual(
      LOCALES.flatMap((l) => [`footer.${l}.html`, `head.${l}.html`, `header.${l}.html`]).sort(),
    );
    for (const [name, html] of Object.entries(files)) {
      if (!name.startsWith('head.')) expect(html.startsWith(`<div ${STATIC_FRAME_ATTRIBUTE}=""`)).toBe(true);
    }
    expect(files['head.en-sg.html']).toBe(
      '<meta name="description" content="Budget hotels, residences and co-living in Indonesia, Singapore, the Philippines, Vietnam and Thailand.">',
    );
    expect(files['head.vi-vn.html']).toContain('content="Khách sạn bình dân');
  });

  it("links the locale's pages in its language, with no user area and no inline style", () => {
    const en = files['header.en-id.html']!;
    expect(en).toContain('href="/en-id/my-bookings">My Bookings</a>');
    expect(en).toContain('href="/en-id/faq">FAQ</a>');
    expect(en).toContain('aria-label="RedNest home"');
    // who is signed in is known only to the page's script: no "Sign in" for a member to see
    expect(en).not.toMatch(/signIn|Sign in/);
    expect(files['header.th-th.html']).toContain('href="/th-th/faq">คำถามที่พบบ่อย</a>');
    expect(files['footer.vi-vn.html']).toContain('href="/vi-vn/what-is-redcash"');
    for (const html of Object.values(files)) expect(html).not.toMatch(/\sstyle=|<script/);
    // the year is the edge's to fill per request, not the build's
    expect(files['footer.en-id.html']).toContain('© __RN_YEAR__ RedNest');
  });
});
