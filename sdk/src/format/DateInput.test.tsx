import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { setLanguage } from '../i18n/i18n';
import { DateInput } from './DateInput';

function Field({ initial, onChange }: { initial: string; onChange(value: string): void }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <label htmlFor="invoice-date">Date</label>
      <DateInput
        id="invoice-date"
        value={value}
        onChange={(next) => {
          setValue(next);
          onChange(next);
        }}
      />
    </>
  );
}

// The first render compiles and loads the date picker's chunk (Blueprint's datetime, date-fns): seconds in jsdom.
jest.setTimeout(20_000);

afterEach(async () => {
  await act(() => setLanguage('ru'));
});

describe('DateInput', () => {
  it('shows a day as ДД.ММ.ГГГГ in Russian and takes «01.12.2026» typed as 1 December 2026', async () => {
    const onChange = jest.fn();
    render(<Field initial="2026-11-30" onChange={onChange} />);
    const field = await screen.findByRole('combobox', { name: 'Date' });
    await waitFor(() => expect(field).toHaveValue('30.11.2026'));
    expect(field).toHaveAttribute('placeholder', 'ДД.ММ.ГГГГ');
    fireEvent.change(field, { target: { value: '01.12.2026' } });
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith('2026-12-01'));
  });

  it('follows English as MM/DD/YYYY once the language changes', async () => {
    const onChange = jest.fn();
    render(<Field initial="2026-11-30" onChange={onChange} />);
    await act(() => setLanguage('en'));
    const field = await screen.findByRole('combobox', { name: 'Date' });
    await waitFor(() => expect(field).toHaveValue('11/30/2026'));
    fireEvent.change(field, { target: { value: '12/01/2026' } });
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith('2026-12-01'));
  });

  it('keeps a day it cannot read out of the value', async () => {
    const onChange = jest.fn();
    render(<Field initial="" onChange={onChange} />);
    const field = await screen.findByRole('combobox', { name: 'Date' });
    await waitFor(() => expect(field).not.toBeDisabled());
    fireEvent.change(field, { target: { value: '31.02.2026' } });
    fireEvent.blur(field);
    expect(onChange).not.toHaveBeenCalledWith(expect.stringMatching(/2026/));
    // Blueprint says so in the field itself, marked as wrong.
    await waitFor(() => expect(field).toHaveValue('Введите дату как ДД.ММ.ГГГГ'));
  });
});
