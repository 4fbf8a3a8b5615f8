import { useEffect } from 'react';
import { formatMoney, gameByKey } from '../../../sdk';
import { routePath } from '../../../sdk/routes';
import { loadElements } from '../layout/load-elements';
import type { PageProps } from './page-props';
import { useTranslation } from './use-translation';
import styles from './page-styles';

/**
 * Home: the grand-prize banner, every game on sale, and the latest results. `scrollToDom=e_instant`
 * (SPEC §2, the header's E-Instants tab) brings the grid's e-instant section into view.
 */
export default function HomePage({ client, query }: PageProps) {
  const t = useTranslation(client);
  useEffect(() => void loadElements(['game-grid', 'results']), []);
  const luckyDay = gameByKey('luckyday');
  const jackpot = luckyDay ? formatMoney(luckyDay.topPrize, client.stores.language.getSnapshot()) : '';
  const allResults = routePath('draws');

  return (
    <div style={styles.page}>
      <section style={styles.hero} aria-labelledby="hero-title">
        <p style={styles.heroKicker}>{t('site.home.heroKicker', { game: t('games.luckyday.name') })}</p>
        <h1 id="hero-title" style={styles.heroTitle}>
          {t('site.home.heroTitle')} <span dir="ltr" style={styles.heroAmount}>{jackpot}</span>
        </h1>
        <p style={styles.heroText}>{t('site.home.heroText')}</p>
      </section>
      {/* The elements carry their own section headings. */}
      <section id="games" style={styles.section}>
        <nl-game-grid {...(query.get('scrollToDom') === 'e_instant' ? { 'scroll-section': 'e_instant' } : {})} />
      </section>
      <section id="results" style={styles.section}>
        <nl-results />
        <p style={styles.moreLink}>
          <a href={allResults} style={styles.link} onClick={(e) => navigate(e, allResults)}>
            {t('site.home.allResults')}
          </a>
        </p>
      </section>
    </div>
  );
}

/** In-page links go through the host router like element links do. */
export function navigate(event: React.MouseEvent<HTMLAnchorElement>, path: string): void {
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
  const request = new CustomEvent('nl-navigate-request', { detail: { path }, bubbles: true, composed: true, cancelable: true });
  if (!event.currentTarget.dispatchEvent(request)) event.preventDefault();
}
