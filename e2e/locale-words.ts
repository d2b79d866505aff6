/**
 * Words a visitor reads that are not in the page's language. The visible text of the page (header,
 * main, footer) is split into words; on a Thai page a word in Latin letters is outside the language,
 * on a Vietnamese or Indonesian page (both in Latin letters) an English word of ENGLISH_WORDS is.
 *
 * Not counted, because they are names and no language translates them:
 * - text inside `translate="no"` (hotel and brand names, booking codes: the pages mark them so, which
 *   also keeps a browser's translator off them);
 * - the allowance of ALLOWED: the product's and its partners' names and the terms the language's
 *   travel sites write in Latin letters too (Wi-Fi, check-in, superior).
 * Text in an element whose `lang` says another language (the English fall-back of a record not yet
 * translated, a guest's review in the language it was written in) is counted apart: it is honest,
 * but a seeded page should have none.
 */
import type { Page } from '@playwright/test';

export interface ForeignWords {
  /** words outside the page's language, not marked: each as "word (in: the text around it)" */
  unmarked: string[];
  /** words in elements marked with another lang */
  marked: string[];
}

/** English words of the interface that are no words of Vietnamese or Indonesian */
const ENGLISH_WORDS = `the and or of to in on at for with your you our we is are be this that from by all more
less show hide see view book booking bookings now search find sign up out my account help price prices night nights
room rooms guest guests adult adults child children date dates stay stays free cancellation breakfast only pay
payment payments offers offer deals deal popular places near nearby map list filter filters sort reviews review
rating excellent good very great clean staff location about policies facilities loading error try again next
previous back close menu language currency cookies privacy terms contact careers blog press questions answer
answers what how when where why who which can will not yes new best lowest cheapest apply clear done save saved
wishlist register password phone name first last continue submit confirm cancel edit change remove add select
choose day days week month year today tomorrow until before after sold left other others around city cities
home page back-to read less ways way wait here there have has had get got been being it its their them they
than then also just most much many some any each every`.split(/\s+/);

/** names and travel terms each language writes in Latin letters (the documented allowance) */
const ALLOWED: Record<string, string[]> = {
  all: [
    'rednest',
    'redcash',
    'club',
    'wi-fi',
    'wifi',
    'tv',
    'cctv',
    'ac',
    'bts',
    'mrt',
    'lrt',
    'pdf',
    'visa',
    'mastercard',
    'jcb',
    'google',
    'facebook',
    'apple',
    'openstreetmap',
    'leaflet',
    'maplibre',
    'idr',
    'sgd',
    'php',
    'vnd',
    'thb',
    'rp',
    's',
    'km',
    'email',
    'e-mail',
    'ok',
    // app stores and identity documents: names
    'app',
    'store',
    'play',
    'ktp',
    'nric',
    'philsys',
    'cccd',
    'sim',
    'id',
  ],
  id: [
    'filter',
    'hotel',
    'total',
    'promo',
    'online',
    'voucher',
    'check-in',
    'check-out',
    'residence',
    'co-living',
    'studio',
  ],
  vi: [
    'check-in',
    'check-out',
    'online',
    'voucher',
    'studio',
    'superior',
    'deluxe',
    'standard',
    'hotline',
    'co-living',
  ],
  th: [],
};

/** the foreign words of the page's visible text, in `language` (en, id, vi or th) */
export async function foreignWords(page: Page, language: string): Promise<ForeignWords> {
  return page.evaluate(
    ({ language, english, allowed }) => {
      const englishSet = new Set(english);
      const allowedSet = new Set([...(allowed.all ?? []), ...(allowed[language] ?? [])]);
      const out = { unmarked: [] as string[], marked: [] as string[] };
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const el = node.parentElement;
        const text = node.textContent ?? '';
        if (!el || !text.trim()) continue;
        if (el.closest('script, style, noscript, template, [translate="no"], [hidden], [aria-hidden="true"]')) continue;
        if (!el.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true })) continue;
        const langOf = el.closest('[lang]')?.getAttribute('lang')?.slice(0, 2).toLowerCase() ?? language;
        // an address to write to or open is no word of any language
        const words = text.replace(/\S+@\S+|https?:\/\/\S+/g, ' ').match(/[\p{L}\p{M}][\p{L}\p{M}'’-]*/gu) ?? [];
        for (const raw of words) {
          const word = raw.toLowerCase().replace(/['’-]+$/, '');
          if (allowedSet.has(word)) continue;
          const foreign =
            language === 'th' ? /[a-z]/i.test(word) && !/[\u0E00-\u0E7F]/.test(word) : englishSet.has(word);
          if (!foreign) continue;
          const around = text.trim().replace(/\s+/g, ' ').slice(0, 60);
          (langOf !== language ? out.marked : out.unmarked).push(`${raw} (in: ${around})`);
        }
      }
      return out;
    },
    { language, english: ENGLISH_WORDS, allowed: ALLOWED },
  );
}
