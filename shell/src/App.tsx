import { HotkeysProvider } from '@blueprintjs/core';
import { ShellRouter } from './routing/ShellRouter';
import { ToastHost } from './toasts/ToastHost';

export function App() {
  return (
    <HotkeysProvider>
      <ShellRouter />
      <ToastHost />
    </HotkeysProvider>
  );
}
