import { routePath } from '../../../sdk/routes';
import { useT } from '../../base/hooks';
import { Dropdown } from '../../base/dropdown';
import { CaretDownIcon, UserIcon } from '../../base/icons';
import { useNavigate } from '../../base/use-navigate';
import { useLogout, useSession } from './use-session';

/** The player's menu: orders, transactions, log out (SPEC §2 desktop header). */
export function UserMenu() {
  const t = useT();
  const navigate = useNavigate();
  const logout = useLogout();
  const { user } = useSession();
  const name = user?.firstName || user?.userName || '';
  const items = [
    { key: 'orders', label: t('header.account.orders'), act: () => navigate(routePath('orders')) },
    { key: 'transactions', label: t('header.account.transactions'), act: () => navigate(routePath('transactions')) },
    { key: 'logout', label: t('header.account.logout'), act: logout },
  ];
  return (
    <Dropdown
      className="nl-dropdown-end"
      label={t('header.account.menu', { name })}
      triggerClassName="nav-button user-button"
      trigger={
        <>
          <UserIcon />
          <span className="user-name">{name}</span>
          <CaretDownIcon />
        </>
      }
    >
      {(close) =>
        items.map((item) => (
          <button
            key={item.key}
            type="button"
            role="menuitem"
            className="nl-menu-item"
            onClick={() => {
              close();
              item.act();
            }}
          >
            {item.label}
          </button>
        ))
      }
    </Dropdown>
  );
}
