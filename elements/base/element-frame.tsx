import type { ReactNode } from 'react';
import { useDirection, useLanguage, useTexts } from './hooks';
import { BASE_STYLES } from './base-styles';
import { ElementStyles } from './element-styles';

/**
 * The top container inside every element's shadow root: carries `dir` and `lang` from the
 * client's language (ar-AE → rtl), so the text and the logical CSS mirror without the page's help.
 * The content waits for the first language's texts, so no element ever shows a bare key.
 */
export function ElementFrame({ children }: { children: ReactNode }) {
  const language = useLanguage();
  const dir = useDirection();
  const texts = useTexts();
  return (
    <div className="nl-root" part="base" dir={dir} lang={language}>
      <ElementStyles css={BASE_STYLES} />
      {texts.language ? children : null}
    </div>
  );
}
