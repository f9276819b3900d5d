import { Menu, MenuDivider, MenuItem, PopoverNext } from '@blueprintjs/core';
import { $language, $user, navigate, useTranslation } from '@artel/sdk';
import { SUPPORTED_LANGUAGES } from '@artel/sdk/host';
import { chooseLanguage } from '../profile/chooseLanguage';
import { useUnit } from 'effector-react';
import { ThemeMenuItems } from '../theme/ThemeMenuItems';
import type { PopoverAnchor } from './lazyPopover/LazyPopover';
import { useLogout } from './useLogout';

/** The user menu's popover (lazy, see UserMenu): profile, theme, on a phone the language, and logout. */
export function UserMenuPopover({ anchor, compact }: { anchor: PopoverAnchor; compact: boolean }) {
  const { t } = useTranslation('shell');
  const [user, language] = useUnit([$user, $language]);
  const logout = useLogout();
  const menu = (
    <Menu aria-label={t('topBar.userMenu')}>
      <MenuDivider title={user?.email} />
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
              onClick={() => void chooseLanguage(lng)}
            />
          ))}
        </>
      )}
      <MenuDivider />
      <MenuItem icon="log-out" text={t('topBar.logout')} onClick={() => void logout()} />
    </Menu>
  );
  return <PopoverNext {...anchor} content={menu} placement="bottom-end" />;
}
