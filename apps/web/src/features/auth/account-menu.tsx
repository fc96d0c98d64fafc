import { Avatar, Button, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import {
  DropdownPanel,
  dropdownDangerClass,
  dropdownDividerClass,
  dropdownItemClass,
  dropdownLabelClass,
} from '../../components/dropdown-panel';
import { withCallbackUrl } from '../../lib/callback-url';
import classes from './account-menu.module.css';
import { useMe } from './use-me';
import { useSignOut } from './use-sign-out';

/**
 * The header's account area: a sign-in link when signed out (returning here afterwards), else a
 * menu with the user's pages (and, for admins, the quote requests) and sign-out.
 */
export function AccountMenu() {
  const { t } = useTranslation('auth');
  const location = useLocation();
  const me = useMe();
  const signOut = useSignOut();

  if (me.isPending) return null;
  if (!me.data) {
    return (
      <Button
        component={Link}
        to={withCallbackUrl('/login', `${location.pathname}${location.search}`)}
        size="sm"
      >
        {t('menu.signIn')}
      </Button>
    );
  }
  const user = me.data;
  return (
    <DropdownPanel
      label={t('menu.label', { name: user.name })}
      trigger={
        <>
          {/* Decorative, no initial: the name beside it is the whole visible label (WCAG 2.5.3). */}
          <Avatar size={32} radius="xl" color="violet" alt="" aria-hidden />
          <Text size="sm" fw={500} className={classes.name} truncate>
            {user.name}
          </Text>
        </>
      }
    >
      {(close) => (
        <>
          <div className={dropdownLabelClass}>{user.email}</div>
          <Link to="/my-quizzes" className={dropdownItemClass} onClick={close}>
            {t('menu.myQuizzes')}
          </Link>
          <Link to={`/users/${user.id}`} className={dropdownItemClass} onClick={close}>
            {t('menu.profile')}
          </Link>
          <Link to="/account" className={dropdownItemClass} onClick={close} data-testid="menu-account">
            {t('menu.account')}
          </Link>
          {/* Admin tools (issue 22 item 3): the only admin page; the server refuses anyone else. */}
          {user.admin && (
            <Link
              to="/admin/quotes"
              className={dropdownItemClass}
              onClick={close}
              data-testid="menu-admin-quotes"
            >
              {t('menu.adminQuotes')}
            </Link>
          )}
          <div className={dropdownDividerClass} />
          <button
            type="button"
            className={dropdownDangerClass}
            onClick={() => {
              close();
              signOut.mutate();
            }}
            disabled={signOut.isPending}
          >
            {t('menu.signOut')}
          </button>
        </>
      )}
    </DropdownPanel>
  );
}
