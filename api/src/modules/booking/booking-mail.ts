/**
 * One look for the mails about a booking (its confirmation, the unpaid-booking reminder): a
 * greeting, a lead, the stay's facts as a table, then paragraphs, each plain or with a link, and the
 * signature; as plain text and as HTML, with every value escaped here so no caller writes markup.
 */
export interface MailParagraph {
  /** the paragraph in the plain-text mail (a link's address written out) */
  text: string;
  /** in the HTML mail: a link with these words, then `after` */
  link?: { href: string; label: string; after?: string };
}

export interface BookingMailParts {
  /** the greeting line in the mail's language ("Hello Dewi,") */
  greeting: string;
  lead: string;
  facts: [label: string, value: string][];
  paragraphs: MailParagraph[];
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function bookingMail({ greeting, lead, facts, paragraphs }: BookingMailParts): { text: string; html: string } {
  const text = [
    greeting,
    '',
    lead,
    '',
    ...facts.map(([k, v]) => `${k}: ${v}`),
    ...paragraphs.flatMap((p) => ['', p.text]),
    '',
    'RedNest',
  ].join('\n');
  const html = [
    `<p>${escapeHtml(greeting)}</p>`,
    `<p>${escapeHtml(lead)}</p>`,
    `<table>${facts.map(([k, v]) => `<tr><th align="left">${escapeHtml(k)}</th><td>${escapeHtml(v)}</td></tr>`).join('')}</table>`,
    ...paragraphs.map((p) =>
      p.link
        ? `<p><a href="${escapeHtml(p.link.href)}">${escapeHtml(p.link.label)}</a>${escapeHtml(p.link.after ?? '')}</p>`
        : `<p>${escapeHtml(p.text)}</p>`,
    ),
    '<p>RedNest</p>',
  ].join('\n');
  return { text, html };
}
