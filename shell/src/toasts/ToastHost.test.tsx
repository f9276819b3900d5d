import { i18n, showToast } from '@artel/sdk';
import { act, render, screen } from '@testing-library/react';
import { registerShellTranslations } from '../i18n/shellTranslations';
import { ToastHost } from './ToastHost';

beforeAll(async () => {
  registerShellTranslations();
  await i18n.changeLanguage('ru');
});

it("shows toasts bottom-right, away from the top bar, with a close button named in the user's language", async () => {
  render(<ToastHost />);
  act(() => showToast({ message: 'Карточка сохранена', intent: 'success' }));
  expect(await screen.findByText('Карточка сохранена')).toBeInTheDocument();
  expect(document.querySelector('.artel-toast-layer .bp6-toast-container')).toHaveClass(
    'bp6-toast-container-bottom',
    'bp6-toast-container-right',
  );
  expect(screen.getByRole('button', { name: 'Закрыть' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
});
