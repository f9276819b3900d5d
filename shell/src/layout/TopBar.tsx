import { Button, Navbar, NavbarDivider, NavbarGroup, NavbarHeading } from '@blueprintjs/core';
import { Link, useTranslation } from '@artel/sdk';
import { useUnit } from 'effector-react';
import type { Ref } from 'react';
import { HOME_PATH } from '../routing/authRedirect';
import { LanguageSwitch } from './LanguageSwitch';
import { $isMobile, $sidebarCollapsed, sidebarToggled } from './layoutModel';
import { SearchBox } from './SearchBox';
import { UserMenu } from './UserMenu';

/**
 * Left: sidebar toggle, brand (the workspace switcher joins here); centre: search;
 * right: language and the user menu (the notification bell joins here).
 */
export function TopBar({ searchRef }: { searchRef: Ref<HTMLInputElement> }) {
  const { t } = useTranslation('shell');
  const [collapsed, isMobile, toggle] = useUnit([$sidebarCollapsed, $isMobile, sidebarToggled]);
  return (
    <Navbar className="artel-topbar" fixedToTop>
      <NavbarGroup align="left">
        {!isMobile && (
          <Button
            variant="minimal"
            icon="menu"
            aria-label={t('topBar.toggleSidebar')}
            aria-expanded={!collapsed}
            title={t('topBar.toggleSidebar')}
            onClick={() => toggle()}
          />
        )}
        <NavbarHeading className="artel-topbar__brand">
          <Link to={HOME_PATH}>{t('app.name')}</Link>
        </NavbarHeading>
      </NavbarGroup>
      <NavbarGroup align="right">
        <SearchBox ref={searchRef} />
        <NavbarDivider />
        <LanguageSwitch id="topbar-language" />
        <UserMenu />
      </NavbarGroup>
    </Navbar>
  );
}
