import { routePath } from '../../../sdk/routes';
import { useT } from '../../base/hooks';
import { LogoMark } from '../../base/icons';
import { NavLink } from '../../base/nav-link';

/** The brand: a partner's logo image when `logo-src` is set, else the drawn mark and name. Links home. */
export function Logo({ src }: { src?: string | undefined }) {
  const t = useT();
  return (
    <NavLink path={routePath('home')} className="logo">
      {src ? (
        <img src={src} alt={t('common.brand')} />
      ) : (
        <>
          <LogoMark />
          <span className="brand">{t('common.brand')}</span>
        </>
      )}
    </NavLink>
  );
}
