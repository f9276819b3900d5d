import { Button, Navbar, NavbarDivider, NavbarGroup, NavbarHeading } from '@blueprintjs/core';
import { Link, useTranslation } from '@artel/sdk';
import { useUnit } from 'effector-react';
import { NotificationBell } from '../notifications/NotificationBell';
import { HOME_PATH } from '../routing/authRedirect';
import { WorkspaceSwitcher } from '../workspaces/switcher/WorkspaceSwitcher';
import { LanguageSwitch } from './LanguageSwitch';
import { $isMobile, $sidebarCollapsed, sidebarToggled } from './layoutModel';
import { SearchBox } from './SearchBox';
import { UserMenu } from './UserMenu';

/**
 * Left: sidebar toggle, brand, workspace switcher; centre: search; right: bell, language and the user menu.
 * On a phone the brand gives way (the bottom bar has Home) and the language moves into the user menu, so
 * the bell and the user menu stay on screen.
 */
export function TopBar() {
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
        {!isMobile && (
          <NavbarHeading className="artel-topbar__brand">
            <Link to={HOME_PATH}>{t('app.name')}</Link>
          </NavbarHeading>
        )}
        <WorkspaceSwitcher />
      </NavbarGroup>
      <NavbarGroup align="right">
        <SearchBox />
        {!isMobile && <NavbarDivider />}
        <NotificationBell />
        {!isMobile && <LanguageSwitch id="topbar-language" />}
        <UserMenu compact={isMobile} />
      </NavbarGroup>
    </Navbar>
  );
}
