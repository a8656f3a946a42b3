import type * as React from 'react';

type LogoProps = React.ComponentProps<'svg'>;

// Inline so the logo takes the theme's colours and needs no extra request.

export function DbiLogo(props: LogoProps) {
  return (
    <svg viewBox="0 0 32 32" role="img" aria-label="Dahab Bank International" {...props}>
      <rect width="32" height="32" rx="7" fill="#0f6b5f" />
      <path d="M9 8h6.5a8 8 0 0 1 0 16H9z" fill="none" stroke="#e9c46a" strokeWidth="3" />
      <circle cx="23.5" cy="9.5" r="2.5" fill="#e9c46a" />
    </svg>
  );
}

export function EabLogo(props: LogoProps) {
  return (
    <svg viewBox="0 0 32 32" role="img" aria-label="East Africa Bank" {...props}>
      <rect width="32" height="32" rx="7" fill="#1e3a8a" />
      <path d="M7 22 16 8l9 14z" fill="none" stroke="#ffffff" strokeWidth="2.5" strokeLinejoin="round" />
      <path d="M11 18h10" stroke="#60a5fa" strokeWidth="2.5" strokeLinecap="round" />
    </svg>
  );
}
