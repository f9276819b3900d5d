import { Button, Drawer, Menu, MenuItem, PopoverNext } from '@blueprintjs/core';
import { $location, $unreadCount, navigate, type NavigationItem, useTranslation } from '@artel/sdk';
import { $createActions } from '@artel/sdk/host';
import { useUnit } from 'effector-react';
import { useState } from 'react';
import { HOME_PATH } from '../routing/authRedirect';
import { LanguageSwitch } from './LanguageSwitch';
import { isActivePath } from './navigationAccess';
import { useLogout } from './useLogout';
import { useVisibleNavigation } from './useVisibleNavigation';

type Sheet = 'modules' | 'more' | null;

/**
 * SPEC §2: under 768 px the sidebar gives way to Home, Workspace, Add, Modules, More. Add offers what the
 * modules create (a card, a board) and a workspace; More holds the notifications among the rest.
 */
export function MobileBottomBar() {
  const { t } = useTranslation('shell');
  const { t: tNav } = useTranslation();
  const [location, unread, createActions] = useUnit([$location, $unreadCount, $createActions]);
  const sections = useVisibleNavigation();
  const logout = useLogout();
  const [sheet, setSheet] = useState<Sheet>(null);

  const go = (path: string) => {
    setSheet(null);
    navigate(path);
  };
  const itemsMenu = (items: NavigationItem[]) => (
    <Menu>
      {items.map((item) => (
        <MenuItem key={item.id} icon={item.icon as never} text={tNav(item.title, { defaultValue: item.title })} onClick={() => go(item.path)} />
      ))}
    </Menu>
  );
  const tab = (label: string, icon: string, onClick: () => void, active = false) => (
    <Button
      variant="minimal"
      className="artel-mobilebar__tab"
      icon={icon as never}
      text={label}
      aria-current={active ? 'page' : undefined}
      onClick={onClick}
    />
  );

  return (
    <>
      <nav className="artel-mobilebar" aria-label={t('mobileBar.label')}>
        {tab(t('mobileBar.home'), 'home', () => go(HOME_PATH), isActivePath(HOME_PATH, location.pathname))}
        {tab(t('mobileBar.workspace'), 'office', () => go('/workspaces'), isActivePath('/workspaces', location.pathname))}
        {/* A choice opens another page, whose own field takes the focus: it does not go back to this button. */}
        <PopoverNext
          shouldReturnFocusOnClose={false}
          placement="top"
          content={
            <Menu aria-label={t('mobileBar.add')}>
              {createActions.map((action) => (
                <MenuItem
                  key={action.id}
                  icon={(action.icon ?? 'add') as never}
                  text={tNav(action.title, { defaultValue: action.title })}
                  onClick={() => go(action.path)}
                />
              ))}
              <MenuItem icon="office" text={t('mobileBar.newWorkspace')} onClick={() => go('/workspaces?create=1')} />
            </Menu>
          }
        >
          <Button variant="minimal" className="artel-mobilebar__tab" icon="plus" text={t('mobileBar.add')} />
        </PopoverNext>
        {tab(t('mobileBar.modules'), 'cube', () => setSheet('modules'))}
        {tab(t('mobileBar.more'), 'more', () => setSheet('more'))}
      </nav>
      <Drawer
        isOpen={sheet !== null}
        onClose={() => setSheet(null)}
        position="bottom"
        size="auto"
        title={sheet === 'modules' ? t('mobileBar.modules') : t('mobileBar.more')}
      >
        <div className="artel-mobilebar__sheet">
          {sheet === 'modules' &&
            (sections.modules.length > 0 ? itemsMenu(sections.modules) : <p>{t('mobileBar.noModules')}</p>)}
          {sheet === 'more' && (
            <>
              {itemsMenu([...sections.main, ...sections.workspace, ...sections.admin, ...sections.footer])}
              <Menu>
                <MenuItem
                  icon="notifications"
                  text={t('mobileBar.notifications')}
                  label={unread > 0 ? String(unread) : undefined}
                  onClick={() => go('/notifications')}
                />
                <MenuItem icon="person" text={t('topBar.profile')} onClick={() => go('/profile')} />
                <MenuItem icon="log-out" text={t('topBar.logout')} onClick={() => void logout()} />
              </Menu>
              <LanguageSwitch id="mobile-language" />
            </>
          )}
        </div>
      </Drawer>
    </>
  );
}
