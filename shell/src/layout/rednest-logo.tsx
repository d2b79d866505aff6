/** The RedNest mark: a nest under a roof, in the primary colour (spec §9: theme primary red). */
export function RedNestLogo({ size = 32, title }: { size?: number; title?: string }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 32 32"
      role={title ? 'img' : undefined}
      aria-hidden={title ? undefined : true}
      focusable="false"
    >
      {title ? <title>{title}</title> : null}
      <rect width="32" height="32" rx="8" fill="var(--rn-color-primary, #d9232d)" />
      <path
        d="M7 15.5 16 8l9 7.5"
        fill="none"
        stroke="#fff"
        strokeWidth="2.4"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <path
        d="M9 19c2 4.2 12 4.2 14 0M10.5 17.5c1.8 2.4 9.2 2.4 11 0"
        fill="none"
        stroke="#fff"
        strokeWidth="2"
        strokeLinecap="round"
      />
    </svg>
  );
}
