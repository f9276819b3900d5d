import { useUnit } from 'effector-react';
import { lazy, Suspense, useState } from 'react';
import { $createWorkspaceDialogOpen } from './createWorkspaceDialogModel';

const CreateWorkspaceDialog = lazy(() =>
  import(/* webpackChunkName: "create-workspace" */ './CreateWorkspaceDialog').then((module) => ({
    default: module.CreateWorkspaceDialog,
  })),
);

/**
 * The 'Create Workspace' modal, fetched the first time it is opened so that the top bar's first load does not carry
 * it; it then stays mounted, so closing it plays Blueprint's transition and gives the focus back as before.
 */
export function LazyCreateWorkspaceDialog() {
  const open = useUnit($createWorkspaceDialogOpen);
  const [wanted, setWanted] = useState(open);
  if (open && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <CreateWorkspaceDialog />
    </Suspense>
  );
}
