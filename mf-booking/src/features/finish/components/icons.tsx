/** Small line icons of the finish (decorative: hidden from screen readers, the text beside says it all). */
const frame = {
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round' as const,
  strokeLinejoin: 'round' as const,
  'aria-hidden': true,
  focusable: 'false' as const,
};

export const CheckIcon = () => (
  <svg {...frame}>
    <path d="M5 12.5l4.5 4.5L19 7.5" />
  </svg>
);
export const ClockIcon = () => (
  <svg {...frame}>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7v5l3 2" />
  </svg>
);
export const EndedIcon = () => (
  <svg {...frame}>
    <circle cx="12" cy="12" r="9" />
    <path d="M8 12h8" />
  </svg>
);
export const MailIcon = () => (
  <svg {...frame}>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <path d="M3.5 6.5L12 13l8.5-6.5" />
  </svg>
);
export const CalendarIcon = () => (
  <svg {...frame}>
    <rect x="3" y="5" width="18" height="16" rx="2" />
    <path d="M3 10h18M8 3v4M16 3v4" />
  </svg>
);
export const PinIcon = () => (
  <svg {...frame}>
    <path d="M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21z" />
    <circle cx="12" cy="9.5" r="2.5" />
  </svg>
);
export const PhoneIcon = () => (
  <svg {...frame}>
    <rect x="6" y="2.5" width="12" height="19" rx="2" />
    <path d="M10.5 18.5h3" />
  </svg>
);
export const FileIcon = () => (
  <svg {...frame}>
    <path d="M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8z" />
    <path d="M14 3v5h5" />
  </svg>
);
