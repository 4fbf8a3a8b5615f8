import type { ReactNode } from 'react';
import { useDirection, useLanguage } from './hooks';
import { BASE_STYLES } from './base-styles';

/**
 * The top container inside every element's shadow root: carries `dir` and `lang` from the
 * client's language (ar-AE → rtl), so the text and the logical CSS mirror without the page's help.
 */
export function ElementFrame({ children }: { children: ReactNode }) {
  const language = useLanguage();
  const dir = useDirection();
  return (
    <div className="nl-root" part="base" dir={dir} lang={language}>
      <style>{BASE_STYLES}</style>
      {children}
    </div>
  );
}
