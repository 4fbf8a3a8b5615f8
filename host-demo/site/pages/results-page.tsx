import { useEffect } from 'react';
import { GAMES, gameByKey } from '../../../sdk';
import { routePath } from '../../../sdk/routes';
import { loadElements } from '../layout/load-elements';
import { routeTitle } from '../routing/route-title';
import { navigate } from './home-page';
import type { PageProps } from './page-props';
import { useTranslation } from './use-translation';
import styles from './page-styles';

/**
 * Draw results: every lottery's latest draw, each linking to its game's page; or, when the path
 * names a game, that game's past draws, a page at a time.
 */
export default function ResultsPage({ client, route, params }: PageProps) {
  const t = useTranslation(client);
  useEffect(() => void loadElements(['results']), []);
  const game = params.name ? gameByKey(params.name) : undefined;
  const title = routeTitle(t, route, params);
  const allResults = routePath('draws');

  return (
    <div style={styles.page}>
      <h1 style={styles.pageTitle}>{title}</h1>
      <nav aria-label={t('site.results.filterLabel')} style={styles.chips}>
        <a href={allResults} aria-current={game ? undefined : 'page'} style={styles.chip(!game)} onClick={(e) => navigate(e, allResults)}>
          {t('site.results.allGames')}
        </a>
        {GAMES.map((g) => {
          const path = routePath('result', { name: g.key });
          const active = g.key === game?.key;
          return (
            <a key={g.key} href={path} aria-current={active ? 'page' : undefined} style={styles.chip(active)} onClick={(e) => navigate(e, path)}>
              {t(`games.${g.key}.name`)}
            </a>
          );
        })}
      </nav>
      <nl-results key={game?.key ?? 'all'} {...(game ? { 'lottery-types': String(game.lotteryType), mode: 'history' } : {})} />
    </div>
  );
}
