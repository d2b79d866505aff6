import type { Faq } from '@rednest/shared/contracts';
import { filterFaqs, groupFaqs } from './faq-groups';

const faqs: Faq[] = [
  { id: 1, category: 'Booking', question: 'How do I book?', answer: 'Search, pick a room, pay.' },
  { id: 2, category: 'Payment', question: 'Can I pay at the hotel?', answer: 'Yes, where pay at hotel is offered.' },
  { id: 3, category: 'Booking', question: 'Can I change my dates?', answer: 'From My Bookings.' },
  { id: 4, category: 'Lưu trú', question: 'Giờ nhận phòng là mấy giờ?', answer: 'Từ 14:00.' },
];

describe('groupFaqs', () => {
  it('groups by category in the order the API sent them', () => {
    const groups = groupFaqs(faqs);
    expect(groups.map((g) => g.category)).toEqual(['Booking', 'Payment', 'Lưu trú']);
    expect(groups[0]!.faqs.map((f) => f.id)).toEqual([1, 3]);
  });
});

describe('filterFaqs', () => {
  it('returns everything for a blank query', () => {
    expect(filterFaqs(faqs, '   ')).toHaveLength(4);
  });
  it('matches every typed word in question, answer or category, ignoring case', () => {
    expect(filterFaqs(faqs, 'PAY hotel').map((f) => f.id)).toEqual([2]);
    expect(filterFaqs(faqs, 'booking').map((f) => f.id)).toEqual([1, 3]);
  });
  it('ignores Vietnamese diacritics', () => {
    expect(filterFaqs(faqs, 'nhan phong').map((f) => f.id)).toEqual([4]);
  });
  it('returns nothing when no question matches', () => {
    expect(filterFaqs(faqs, 'helicopter')).toEqual([]);
  });
});
