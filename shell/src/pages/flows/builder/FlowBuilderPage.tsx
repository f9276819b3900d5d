import '../flows.css';
import { Callout, NonIdealState, Spinner } from '@blueprintjs/core';
import { loadBoardsFx, loadMembersFx, navigate, useUnsavedChanges } from '@artel/sdk';
import { useHasWorkspaceRole, WORKSPACE_SETTINGS_ROLES, type Workspace } from '@artel/sdk/host';
import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import type { ShellPageProps } from '../../../routing/shellRoute';
import { WorkspacePageFrame } from '../../../workspaces/pages/WorkspacePageFrame';
import { useFlowsTranslation } from '../i18n/flowsTranslations';
import { flowPaths } from '../flowPaths';
import { BuilderToolbar } from './BuilderToolbar';
import { FlowCanvas } from './FlowCanvas';
import {
  $catalog,
  $draft,
  $isDirty,
  $loadFailed,
  $selectedNodeId,
  $target,
  builderOpened,
  nodeSelected,
  saveFlowFx,
  stepAdded,
} from './flowBuilderModel';
import { KeptFlowQuestion } from './KeptFlowQuestion';
import { RecipeHints } from '../recipes/RecipeHints';
import { NodeSettingsPanel } from './NodeSettingsPanel';
import { keepUnsavedFlowFx } from './unsavedFlowDraft';

/** /workspaces/{id}/flows/new and /workspaces/{id}/flows/{flowId}: the visual builder of one flow. */
export function FlowBuilderPage({ params }: ShellPageProps) {
  const workspaceId = params.workspaceId ?? '';
  return (
    <WorkspacePageFrame workspace={{ id: workspaceId }}>
      {(workspace) => <FlowBuilder workspace={workspace} flowId={params.flowId ?? null} />}
    </WorkspacePageFrame>
  );
}

function FlowBuilder({ workspace, flowId }: { workspace: Workspace; flowId: string | null }) {
  const { t } = useFlowsTranslation();
  const canManage = useHasWorkspaceRole(WORKSPACE_SETTINGS_ROLES);
  const [catalog, draft, loadFailed, selectedNodeId, target, dirty] = useUnit([
    $catalog,
    $draft,
    $loadFailed,
    $selectedNodeId,
    $target,
    $isDirty,
  ]);
  useUnsavedChanges(dirty && canManage, {
    owner: 'shell',
    saveDraft: () => keepUnsavedFlowFx(),
    // Asked at the moment of leaving: a save that has just finished (a new flow's address catching up) loses nothing.
    losesWorkOn: (to) => $isDirty.getState() && to.pathname !== window.location.pathname,
  });

  useEffect(() => {
    const current = $target.getState();
    // A flow just created keeps its draft: the address only catches up with it.
    if (current?.workspaceId === workspace.id && current.flowId === flowId && flowId !== null) return;
    builderOpened({ workspaceId: workspace.id, flowId });
  }, [workspace.id, flowId]);

  useEffect(() => {
    // The members and boards that member and board settings offer; without them those settings stay empty.
    loadMembersFx(workspace.id).catch(() => undefined);
    loadBoardsFx(workspace.id).catch(() => undefined);
  }, [workspace.id]);

  useEffect(
    () =>
      saveFlowFx.done.watch(({ params, result }) => {
        if (params.target.flowId === null) navigate(flowPaths.flow(workspace.id, result.id), { replace: true });
      }),
    [workspace.id],
  );

  if (loadFailed) {
    return <NonIdealState icon="error" title={t('builder.loadFailed')} description={t('builder.loadFailedHint')} />;
  }
  if (!catalog || !draft || !target) return <Spinner aria-label={t('common.loading')} />;
  const readOnly = !canManage;

  return (
    <div className="artel-flow-builder">
      <BuilderToolbar workspaceId={workspace.id} readOnly={readOnly} />
      {!readOnly && <KeptFlowQuestion />}
      {!readOnly && <RecipeHints />}
      {readOnly && (
        <Callout intent="primary" className="artel-flow-builder__notice">
          {t('builder.readOnly')}
        </Callout>
      )}
      <div className="artel-flow-builder__body">
        <div className="artel-flow-builder__canvas">
          <FlowCanvas
            catalog={catalog}
            definition={draft.definition}
            selectedNodeId={selectedNodeId}
            readOnly={readOnly}
            onSelect={nodeSelected}
            onAdd={(slot, step) => stepAdded({ slot, step })}
          />
        </div>
        <aside className="artel-flow-builder__panel" aria-label={t('builder.nodeSettings')}>
          <NodeSettingsPanel catalog={catalog} definition={draft.definition} readOnly={readOnly} />
        </aside>
      </div>
    </div>
  );
}
