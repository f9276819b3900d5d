import type { WorkspaceColor } from '@artel/sdk/host';

/** Blueprint palette shades for SPEC §9's eight colour names; white text stays readable on each. */
export const WORKSPACE_COLOR_HEX: Record<WorkspaceColor, string> = {
  blue: '#2d72d2',
  green: '#238551',
  purple: '#7961db',
  orange: '#c87619',
  pink: '#db2c6f',
  teal: '#00a396',
  indigo: '#634dbf',
  gray: '#5f6b7c',
};

export function workspaceColorHex(color: string | null): string {
  return (WORKSPACE_COLOR_HEX as Record<string, string>)[color ?? ''] ?? WORKSPACE_COLOR_HEX.gray;
}
