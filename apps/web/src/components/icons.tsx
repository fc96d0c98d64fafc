/**
 * The few line icons the shell needs, inline so no icon package is pulled into every page.
 * Decorative: the control carrying one always has its own text or aria-label.
 */
const base = {
  width: 16,
  height: 16,
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  focusable: false,
} as const;

export function SearchIcon() {
  return (
    <svg {...base} aria-hidden="true">
      <circle cx="11" cy="11" r="7" />
      <path d="m20 20-3.5-3.5" />
    </svg>
  );
}

export function GlobeIcon() {
  return (
    <svg {...base} aria-hidden="true">
      <circle cx="12" cy="12" r="9" />
      <path d="M3 12h18M12 3a14 14 0 0 1 0 18M12 3a14 14 0 0 0 0 18" />
    </svg>
  );
}

export function PlayIcon() {
  return (
    <svg {...base} width={14} height={14} aria-hidden="true">
      <path d="M7 4v16l13-8z" />
    </svg>
  );
}

export function ChevronDownIcon() {
  return (
    <svg {...base} width={14} height={14} aria-hidden="true">
      <path d="m6 9 6 6 6-6" />
    </svg>
  );
}
