/**
 * The header and footer the edge put into the first HTML (src/first-view.tsx) carry this attribute
 * on their root. The mounted chrome removes them in the commit that draws its own, before the
 * browser paints (ShellChrome), so the page never shows both or neither.
 */
export const STATIC_FRAME_ATTRIBUTE = 'data-rn-static-frame';

/** Removes the static frame's root from `container` (the header or footer element), if it is there. */
export function retireStaticFrame(container: HTMLElement): void {
  for (const el of Array.from(container.querySelectorAll(`:scope > [${STATIC_FRAME_ATTRIBUTE}]`))) el.remove();
}

/** The footer's year in the static frame, filled by the edge with the year of the request (deploy first-view.ts). */
export const STATIC_FRAME_YEAR = '__RN_YEAR__';
