import { Dialog } from '@blueprintjs/core';
import { i18n } from '@artel/sdk';
import { act, render, screen, waitFor } from '@testing-library/react';
import { registerShellTranslations } from '../i18n/shellTranslations';
import { startCloseButtonLabels } from './closeButtonLabels';

beforeAll(() => {
  registerShellTranslations();
  startCloseButtonLabels();
});

it("labels a Blueprint dialog's close button in the user's language, and again when the language changes (issue 15)", async () => {
  await act(() => i18n.changeLanguage('ru'));
  render(
    <Dialog isOpen title="Новое пространство" onClose={() => undefined}>
      <p>…</p>
    </Dialog>,
  );
  await waitFor(() => expect(screen.getByRole('button', { name: 'Закрыть' })).toBeTruthy());
  expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
  await act(() => i18n.changeLanguage('en'));
  expect(screen.getByRole('button', { name: 'Close' })).toBeTruthy();
  await act(() => i18n.changeLanguage('ru'));
  expect(screen.getByRole('button', { name: 'Закрыть' })).toBeTruthy();
});
