interface LogoProps {
  name: string;
  className?: string;
  /** Light text for dark backgrounds (header). */
  tone?: 'light' | 'dark';
}

/** The brand mark and name; the name comes from configuration (SITE_NAME). */
export function Logo({ name, className = '', tone = 'dark' }: LogoProps) {
  return (
    <span
      className={`inline-flex items-center gap-2 font-serif text-2xl font-bold ${tone === 'light' ? 'text-white' : 'text-ink'} ${className}`}
    >
      <svg aria-hidden="true" viewBox="0 0 64 64" className="h-8 w-8">
        <rect width="64" height="64" rx="14" fill="#18191B" />
        <path d="M44 22a14 14 0 1 0 2 14H33" fill="none" stroke="#d43869" strokeWidth="7" strokeLinecap="round" />
      </svg>
      {name}
    </span>
  );
}
