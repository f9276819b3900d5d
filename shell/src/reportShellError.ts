import { globalErrorHandler } from '@artel/sdk/host';

/** SPEC §8: shell errors are logged and passed to the global handler. */
export function reportShellError(error: unknown): void {
  console.error('[shell]', error);
  globalErrorHandler.handle(error, { component: 'shell' });
}
