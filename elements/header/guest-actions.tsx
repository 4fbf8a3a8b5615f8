import { routePath } from '../../sdk';
import { useT } from '../base/hooks';
import { useNavigate } from '../base/use-navigate';

/** Login and Register buttons for a guest; the host routes `/account/login` and `/account/register`. */
export function GuestActions() {
  const t = useT();
  const navigate = useNavigate();
  return (
    <div className="guest-actions">
      <button type="button" className="nl-button nl-button-secondary" onClick={() => navigate(routePath('login'))}>
        {t('header.login')}
      </button>
      <button type="button" className="nl-button nl-button-primary" onClick={() => navigate(routePath('register'))}>
        {t('header.register')}
      </button>
    </div>
  );
}
