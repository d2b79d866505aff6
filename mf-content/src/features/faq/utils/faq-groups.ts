import type { Faq } from '@rednest/shared/contracts';

export interface FaqGroup {
  category: string;
  faqs: Faq[];
}

/** Groups questions by category, keeping the order the API sent (it ranks categories). */
export function groupFaqs(faqs: readonly Faq[]): FaqGroup[] {
  const groups = new Map<string, Faq[]>();
  for (const faq of faqs) {
    const category = faq.category.trim() || '—';
    const list = groups.get(category);
    if (list) list.push(faq);
    else groups.set(category, [faq]);
  }
  return [...groups].map(([category, list]) => ({ category, faqs: list }));
}

/**
 * Lower-case and strip diacritics so "nhan phong" finds "nhận phòng" (Vietnamese) and
 * "reembolso" style accents never hide a match.
 */
export function normaliseText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/đ/g, 'd')
    .replace(/Đ/g, 'D')
    .toLowerCase();
}

/** A question matches when every word typed appears in its question, answer or category. */
export function filterFaqs(faqs: readonly Faq[], query: string): Faq[] {
  const words = normaliseText(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...faqs];
  return faqs.filter((faq) => {
    const haystack = normaliseText(`${faq.question} ${faq.answer} ${faq.category}`);
    return words.every((word) => haystack.includes(word));
  });
}
