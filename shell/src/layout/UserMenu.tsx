import { Button, Menu, MenuDivider, MenuItem, PopoverNext } from '@blueprintjs/core';
import { $user, navigate, useTranslation } from '@artel/sdk';
import { useUnit } from 'effector-react';
import { ThemeMenuItems } from '../theme/ThemeMenuItems';
import { useLogout } from './useLogout';

export function UserMenu() {
  const { t } = useTranslation('shell');
  const user = useUnit($user);
  const logout = useLogout();
  if (!user) return null;
  const menu = (
    <Menu aria-label={t('topBar.userMenu')}>
      <MenuDivider title={user.email} />
      <MenuItem icon="person" text={t('topBar.profile')} onClick={() => navigate('/profile')} />
      <ThemeMenuItems />
      <MenuDivider />
      <MenuItem icon="log-out" text={t('topBar.logout')} onClick={() => void logout()} />
    </Menu>
  );
  return (
    <PopoverNext content={menu} placement="bottom-end">
      <Button variant="minimal" icon="user" endIcon="caret-down" aria-label={t('topBar.userMenu')} text={user.name} />
    </PopoverNext>
  );
}
