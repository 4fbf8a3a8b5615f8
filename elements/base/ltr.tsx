import type { ReactNode } from 'react';

/**
 * Keeps numbers, amounts, codes and e-mail addresses left-to-right inside Arabic text, so
 * `AED 1,234.50` or `8002365` never reorder.
 */
export function Ltr({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <span dir="ltr" className={className ? `nl-ltr ${className}` : 'nl-ltr'}>
      {children}
    </span>
  );
}
