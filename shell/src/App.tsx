import { HotkeysProvider } from '@blueprintjs/core';
import { DocumentTitle } from './layout/DocumentTitle';
import { ShellRouter } from './routing/ShellRouter';
import { ToastHost } from './toasts/ToastHost';

export function App() {
  return (
    <HotkeysProvider>
      <DocumentTitle />
      <ShellRouter />
      <ToastHost />
    </HotkeysProvider>
  );
}
