import { navigate } from '@artel/sdk';
import { $location } from '@artel/sdk/host';
import { render } from '@testing-library/react';
import { resolveShellRoute } from '../../routing/resolveShellRoute';
import { SHELL_ROUTES } from '../../routing/shellRoutes';

const resolve = (path: string) => resolveShellRoute(SHELL_ROUTES, path, '', true);

describe('flows routes', () => {
  it('open the list, a new flow, a flow and its runs of the workspace in the address', () => {
    expect(resolve('/workspaces/w1/flows')).toMatchObject({
      kind: 'page',
      route: { pattern: '/workspaces/:workspaceId/flows' },
      params: { workspaceId: 'w1' },
    });
    expect(resolve('/workspaces/w1/flows/new')).toMatchObject({ route: { pattern: '/workspaces/:workspaceId/flows/new' } });
    expect(resolve('/workspaces/w1/flows/f1')).toMatchObject({ params: { workspaceId: 'w1', flowId: 'f1' } });
    expect(resolve('/workspaces/w1/flows/f1/runs/r1')).toMatchObject({ params: { workspaceId: 'w1', flowId: 'f1', runId: 'r1' } });
  });

  it('sends /workspaces/{id}/flow on to the list', () => {
    navigate('/workspaces/w1/flow', { replace: true });
    const resolution = resolve('/workspaces/w1/flow');
    if (resolution.kind !== 'page') throw new Error(`not a page: ${resolution.kind}`);
    render(<resolution.route.component params={resolution.params} />);
    expect($location.getState().pathname).toBe('/workspaces/w1/flows');
  });
});
