import type { Page } from '@playwright/test';

/** A control whose text does not fit: wrapped onto a second line, or clipped by its box. */
export interface MisfitControl {
  control: string;
  text: string;
  problem: 'wraps' | 'clipped';
}

/**
 * The controls on the page whose text does not fit on one line. Looked at: buttons, tabs,
 * radios, switches, selects and links drawn as buttons or chips (a link with a background or a
 * border, not inline). A control fails when one of its text runs breaks onto a second line (its
 * layout rectangles sit on more than one line) or when it clips its text (overflow hidden or an
 * ellipsis, with content wider than the box). A control designed to hold more than one line (a FAQ
 * question, the listing's search summary card) says so with `data-multiline`; everything else is
 * one line in every language.
 */
export async function misfitControls(page: Page): Promise<MisfitControl[]> {
  return page.evaluate(() => {
    const found: MisfitControl[] = [];
    const candidates = document.querySelectorAll<HTMLElement>(
      'a, button, select, [role="tab"], [role="radio"], [role="switch"], [role="button"]',
    );
    for (const el of Array.from(candidates)) {
      if (el.closest('[data-multiline]')) continue;
      const box = el.getBoundingClientRect();
      if (!box.width || !box.height) continue;
      const style = getComputedStyle(el);
      if (style.visibility === 'hidden') continue;
      if (el.tagName === 'A' && el.getAttribute('role') === null) {
        const boxed = style.backgroundColor !== 'rgba(0, 0, 0, 0)' || parseFloat(style.borderTopWidth) > 0;
        if (!boxed || style.display === 'inline') continue;
      }
      const text = (el instanceof HTMLSelectElement ? 'select' : el.innerText || '').trim().replace(/\s+/g, ' ');
      if (!text) continue;
      const name = `<${el.tagName.toLowerCase()}> "${text.slice(0, 60)}"`;
      let wraps = false;
      const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node && !wraps; node = walker.nextNode()) {
        if (!node.textContent?.trim() || node.parentElement?.closest('option')) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        // two rectangles more than a few pixels apart vertically: the run broke onto another line
        const lines = new Set(
          Array.from(range.getClientRects())
            .filter((r) => r.width > 0)
            .map((r) => Math.round(r.top / 4)),
        );
        wraps = lines.size > 1;
      }
      if (el instanceof HTMLSelectElement) {
        // a closed select shows its chosen option beside the arrow (~20 px): the words must fit beside it
        const chosen = el.selectedOptions[0]?.text.trim() ?? '';
        const pen = document.createElement('canvas').getContext('2d')!;
        pen.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
        const room = el.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - 20;
        if (pen.measureText(chosen).width > room)
          found.push({ control: `<select> "${chosen}"`, text: chosen, problem: 'clipped' });
        continue;
      }
      if (wraps) found.push({ control: name, text, problem: 'wraps' });
      else if (
        (style.overflowX !== 'visible' || style.textOverflow === 'ellipsis') &&
        el.scrollWidth > el.clientWidth + 1
      )
        found.push({ control: name, text, problem: 'clipped' });
    }
    return found;
  });
}

/**
 * Links drawn as plain text in a row of buttons: an action among actions that looks like none of
 * them ("Choose another way to pay" underlined between two kit buttons). A row is an element whose
 * children include a button (or a link drawn as one, with a background or a border); a link among
 * them with neither, on the same line as one of them, is loose. Text links inside sentences are not
 * in such rows and are left alone.
 */
export async function looseLinksAmongButtons(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const boxed = (el: Element) => {
      const style = getComputedStyle(el);
      return style.backgroundColor !== 'rgba(0, 0, 0, 0)' || parseFloat(style.borderTopWidth) > 0;
    };
    const loose: string[] = [];
    for (const link of Array.from(document.querySelectorAll<HTMLAnchorElement>('#rn-main a[href]'))) {
      const row = link.parentElement;
      if (!row || boxed(link) || !link.getBoundingClientRect().width) continue;
      const box = link.getBoundingClientRect();
      // beside: on the same line as a button (a sentence-like link on a line of its own under one,
      // "Booked without an account? Find your booking", is a text link by design)
      const beside = Array.from(row.children).some((c) => {
        if (c === link || !(c.tagName === 'BUTTON' || c.tagName === 'A') || !boxed(c)) return false;
        const other = c.getBoundingClientRect();
        return other.top < box.bottom && box.top < other.bottom;
      });
      if (beside) loose.push(`<a> "${(link.innerText || '').trim().slice(0, 60)}"`);
    }
    return loose;
  });
}
