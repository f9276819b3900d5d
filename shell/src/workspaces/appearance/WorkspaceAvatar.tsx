import { Icon, type IconName } from '@blueprintjs/core';
import type { Workspace } from '@artel/sdk/host';
import { workspaceColorHex } from './workspaceColors';

/** The workspace's icon on its colour: decorative, the name beside it says which workspace it is. */
export function WorkspaceAvatar({ workspace, size = 20 }: { workspace: Pick<Workspace, 'icon' | 'color' | 'isPersonal'>; size?: number }) {
  const icon = (workspace.icon ?? (workspace.isPersonal ? 'person' : 'office')) as IconName;
  return (
    <span
      className="artel-workspace-avatar"
      style={{ background: workspaceColorHex(workspace.color), width: size + 8, height: size + 8 }}
      aria-hidden
    >
      <Icon icon={icon} size={Math.round(size * 0.7)} color="#fff" />
    </span>
  );
}
