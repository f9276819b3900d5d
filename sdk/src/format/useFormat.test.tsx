import { act, render, screen } from '@testing-library/react';
import { setLanguage } from '../i18n/i18n';
import { useFormat } from './useFormat';

function Price() {
  const format = useFormat();
  return <p>{`${format.money('210000.50')} · ${format.number(85.8)} · ${format.date('2026-12-01')}`.replace(/[\u00a0\u202f]/g, ' ')}</p>;
}

afterEach(async () => {
  await act(() => setLanguage('ru'));
});

it('re-renders what it formatted when the interface language changes', async () => {
  render(<Price />);
  expect(screen.getByText('210 000,50 ₽ · 85,8 · 01.12.2026')).toBeInTheDocument();
  await act(() => setLanguage('en'));
  expect(screen.getByText('₽210,000.50 · 85.8 · 12/01/2026')).toBeInTheDocument();
});
