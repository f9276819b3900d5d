import { HotkeysProvider } from '@blueprintjs/core';
import { DocumentTitle } from './layout/DocumentTitle';
import { ShellRouter } from './routing/ShellRouter';
import { ToastHost } from './toasts/ToastHost';
import { LeaveQuestion } from './unsaved/LeaveQuestion';

export function App() {
  return (
    <HotkeysProvider>
      <DocumentTitle />
      <ShellRouter />
      <ToastHost />
      <LeaveQuestion />
    </HotkeysProvider>
  );
}
