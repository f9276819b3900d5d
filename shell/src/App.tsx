import { HotkeysProvider } from '@blueprintjs/core';
import { DocumentTitle } from './layout/DocumentTitle';
import { ShellRouter } from './routing/ShellRouter';
import { ModuleUpdateOffers } from './toasts/ModuleUpdateOffers';
import { ToastHost } from './toasts/ToastHost';
import { LeaveQuestion } from './unsaved/LeaveQuestion';

export function App() {
  return (
    <HotkeysProvider>
      <DocumentTitle />
      <ShellRouter />
      <ToastHost />
      <ModuleUpdateOffers />
      <LeaveQuestion />
    </HotkeysProvider>
  );
}
