import { Button, Menu, MenuDivider, MenuItem, PopoverNext } from '@blueprintjs/core';
import { $language, $user, navigate, SUPPORTED_LANGUAGES, useTranslation } from '@artel/sdk';
import { setLanguage } from '@artel/sdk/host';
import { useUnit } from 'effector-react';
import { ThemeMenuItems } from '../theme/ThemeMenuItems';
import { useLogout } from './useLogout';

/** `compact` (a phone): the button shows only the icon, and the language, off the top bar there, is chosen here. */
export function UserMenu({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation('shell');
  const [user, language] = useUnit([$user, $language]);
  const logout = useLogout();
  if (!user) return null;
  const menu = (
    <Menu aria-label={t('topBar.userMenu')}>
      <MenuDivider title={user.email} />
      <MenuItem icon="person" text={t('topBar.profile')} onClick={() => navigate('/profile')} />
      <ThemeMenuItems />
      {compact && (
        <>
          <MenuDivider title={t('topBar.language')} />
          {SUPPORTED_LANGUAGES.map((lng) => (
            <MenuItem
              key={lng}
              roleStructure="listoption"
              selected={lng === language}
              shouldDismissPopover={false}
              text={t(`language.${lng}`)}
              onClick={() => setLanguage(lng)}
            />
          ))}
        </>
      )}
      <MenuDivider />
      <MenuItem icon="log-out" text={t('topBar.logout')} onClick={() => void logout()} />
    </Menu>
  );
  return (
    <PopoverNext content={menu} placement="bottom-end">
      {compact ? (
        <Button variant="minimal" icon="user" aria-label={t('topBar.userMenu')} title={user.name} />
      ) : (
        <Button variant="minimal" icon="user" endIcon="caret-down" aria-label={t('topBar.userMenu')} text={user.name} />
      )}
    </PopoverNext>
  );
}
