import { i18n } from '@artel/sdk';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { translations } from '../translations';
import { ScoreCell } from './ScoreCell';

beforeAll(async () => {
  i18n.addResourceBundle('ru', 'contragents', translations.ru, true, true);
  await i18n.changeLanguage('ru');
});

const price = { id: 'price', name: 'Цена', weight: 40, kind: 'numeric' as const, direction: 'lowerIsBetter' as const };
const quality = { id: 'quality', name: 'Качество', weight: 30, kind: 'grade' as const };

it("saves a typed number on Enter, shows the server's refusal under the cell, and clears it once fixed", async () => {
  const onSave = jest.fn().mockResolvedValueOnce('Значение не может быть отрицательным').mockResolvedValueOnce(null);
  render(<ScoreCell criterion={price} candidateName="Альфа" value={undefined} disabled={false} onSave={onSave} />);
  const cell = screen.getByRole('textbox', { name: 'Оценка: Альфа, Цена' });
  fireEvent.change(cell, { target: { value: '-5' } });
  fireEvent.keyDown(cell, { key: 'Enter' });
  expect(await screen.findByRole('alert')).toHaveTextContent('Значение не может быть отрицательным');
  expect(onSave).toHaveBeenLastCalledWith(-5);
  fireEvent.change(cell, { target: { value: '4 500' } });
  fireEvent.blur(cell);
  await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  expect(onSave).toHaveBeenLastCalledWith(4500);
});

it('saves once when Enter is followed by leaving the field before the answer comes', async () => {
  const onSave = jest.fn().mockResolvedValue(null);
  render(<ScoreCell criterion={price} candidateName="Альфа" value={undefined} disabled={false} onSave={onSave} />);
  const cell = screen.getByRole('textbox', { name: 'Оценка: Альфа, Цена' });
  fireEvent.change(cell, { target: { value: '10' } });
  fireEvent.keyDown(cell, { key: 'Enter' });
  fireEvent.blur(cell);
  await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
});

it('does not save a number left unchanged, and saves a grade as soon as it is picked', async () => {
  const onSave = jest.fn().mockResolvedValue(null);
  const { rerender } = render(<ScoreCell criterion={price} candidateName="Альфа" value={5000} disabled={false} onSave={onSave} />);
  fireEvent.blur(screen.getByRole('textbox', { name: 'Оценка: Альфа, Цена' }));
  expect(onSave).not.toHaveBeenCalled();
  rerender(<ScoreCell criterion={quality} candidateName="Альфа" value={undefined} disabled={false} onSave={onSave} />);
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Оценка: Альфа, Качество' }), '4');
  expect(onSave).toHaveBeenCalledWith(4);
});
