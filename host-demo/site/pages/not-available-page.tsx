import { routePath } from '../../../sdk/routes';
import { routeTitle } from '../routing/route-title';
import { navigate } from './home-page';
import type { PageProps } from './page-props';
import { useTranslation } from './use-translation';
import styles from './page-styles';

/**
 * A route of SPEC §2 whose page is not built yet: it says so under the route's own title and
 * offers the way home, rather than silently sending the player somewhere else.
 */
export default function NotAvailablePage({ client, route, params }: PageProps) {
  const t = useTranslation(client);
  const home = routePath('home');
  return (
    <div style={styles.page}>
      <section aria-labelledby="not-available-title" style={styles.notAvailable} data-state="not-available">
        <p style={styles.notAvailableKicker}>{t('site.notAvailable.kicker')}</p>
        <h1 id="not-available-title" style={styles.pageTitle}>
          {routeTitle(t, route, params)}
        </h1>
        <p>{t('site.notAvailable.message')}</p>
        <p>
          <a href={home} style={styles.link} onClick={(e) => navigate(e, home)}>
            {t('site.notAvailable.home')}
          </a>
        </p>
      </section>
    </div>
  );
}
