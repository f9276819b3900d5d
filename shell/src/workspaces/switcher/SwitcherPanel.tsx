import { InputGroup, Menu, MenuDivider, MenuItem } from '@blueprintjs/core';
import { navigate, switchWorkspaceFx } from '@artel/sdk';
import {
  $currentWorkspace,
  $location,
  $recentWorkspaces,
  $workspaces,
  useHasWorkspaceRole,
  WORKSPACE_SETTINGS_ROLES,
  type Workspace,
} from '@artel/sdk/host';
import { useUnit } from 'effector-react';
import { type KeyboardEvent, useEffect, useMemo, useRef, useState } from 'react';
import { WorkspaceAvatar } from '../appearance/WorkspaceAvatar';
import { createWorkspaceDialogOpened } from '../create/createWorkspaceDialogModel';
import { useWorkspacesTranslation } from '../i18n/workspacesTranslations';
import { switcherClosed } from './switcherModel';
import { firstMatch, switcherKeyAction, switcherSections } from './switcherSections';
import { workspacePathAfterSwitch } from './workspacePathAfterSwitch';

/**
 * The dropdown's content: search box, recent (keys 1-3), 'Personal' and 'Shared', Enter picks the first
 * match, Escape closes, 'Create New Workspace', and 'Workspace Settings' for owners and admins.
 */
export function SwitcherPanel() {
  const { t } = useWorkspacesTranslation();
  const [workspaces, current, recent] = useUnit([$workspaces, $currentWorkspace, $recentWorkspaces]);
  const canManage = useHasWorkspaceRole(WORKSPACE_SETTINGS_ROLES);
  const [query, setQuery] = useState('');
  const search = useRef<HTMLInputElement>(null);
  const sections = useMemo(() => switcherSections(workspaces, query), [workspaces, query]);

  // A frame later than the popover's own opening, which notes where the focus was in order to return it there.
  useEffect(() => {
    const frame = requestAnimationFrame(() => search.current?.focus());
    return () => cancelAnimationFrame(frame);
  }, []);

  const close = () => switcherClosed();
  const goTo = (path: string) => {
    close();
    navigate(path);
  };
  const pick = (workspace: Workspace | null | undefined) => {
    if (!workspace) return;
    close();
    if (workspace.id === current?.id) return;
    // On a workspace's own page the page follows the choice (and switches); elsewhere switch in place.
    const samePageOfOther = workspacePathAfterSwitch($location.getState().pathname, workspace.id);
    if (samePageOfOther) navigate(samePageOfOther);
    else void switchWorkspaceFx(workspace.id).catch(() => undefined);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const inSearch = event.target === search.current;
    // Enter on a menu item is that item's own click, not "first match".
    if (event.key === 'Enter' && !inSearch) return;
    const action = switcherKeyAction(event, inSearch ? query : '', recent.length);
    if (!action) return;
    event.preventDefault();
    event.stopPropagation();
    if (action.kind === 'close') close();
    else if (action.kind === 'pickFirst') pick(firstMatch(sections));
    else pick(recent[action.index]);
  };

  const item = (workspace: Workspace, hint?: string) => (
    <MenuItem
      key={workspace.id}
      icon={<WorkspaceAvatar workspace={workspace} size={14} />}
      text={workspace.name}
      label={hint}
      active={workspace.id === current?.id}
      aria-current={workspace.id === current?.id ? 'true' : undefined}
      onClick={() => pick(workspace)}
    />
  );
  const noMatches = sections.personal.length === 0 && sections.shared.length === 0;

  return (
    <div className="artel-switcher" onKeyDown={onKeyDown}>
      <InputGroup
        inputRef={search}
        className="artel-switcher__search"
        type="search"
        leftIcon="search"
        aria-label={t('switcher.search')}
        placeholder={t('switcher.searchPlaceholder')}
        value={query}
        onValueChange={setQuery}
      />
      <Menu aria-label={t('switcher.search')}>
        {query === '' && recent.length > 0 && (
          <>
            <MenuDivider title={t('switcher.recent')} />
            {recent.map((workspace, index) => item(workspace, t('switcher.recentHint', { key: index + 1 })))}
          </>
        )}
        {sections.personal.length > 0 && <MenuDivider title={t('switcher.personal')} />}
        {sections.personal.map((workspace) => item(workspace))}
        {sections.shared.length > 0 && <MenuDivider title={t('switcher.shared')} />}
        {sections.shared.map((workspace) => item(workspace))}
        {noMatches && <MenuItem disabled text={t('switcher.noMatches')} />}
        <MenuDivider />
        <MenuItem
          icon="add"
          text={t('switcher.create')}
          onClick={() => {
            close();
            createWorkspaceDialogOpened();
          }}
        />
        {canManage && current && (
          <MenuItem icon="cog" text={t('switcher.settings')} onClick={() => goTo(`/workspaces/${current.id}?tab=settings`)} />
        )}
        <MenuItem icon="list" text={t('switcher.all')} onClick={() => goTo('/workspaces')} />
      </Menu>
    </div>
  );
}
