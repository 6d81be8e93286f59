import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render, screen, userEvent } from '../../test/render';
import { DateTextField } from './DateTextField';

function Harness({ onValue, initial = '' }: { onValue(value: string): void; initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <DateTextField
      label="Tanggal Kegiatan"
      value={value}
      onChange={(next) => {
        setValue(next);
        onValue(next);
      }}
    />
  );
}

describe('DateTextField', () => {
  it('hands over YYYY-MM-DD once the typed text names a day, and shows it in Indonesian when left', async () => {
    const onValue = vi.fn();
    render(<Harness onValue={onValue} />);
    const input = screen.getByRole('textbox', { name: 'Tanggal Kegiatan' });
    await userEvent.type(input, '12/12/2026');
    expect(onValue).toHaveBeenLastCalledWith('2026-12-12');
    await userEvent.tab();
    expect(input).toHaveValue('12 Desember 2026');
  });

  it('hands over what was typed when it is no day, for the form to refuse', async () => {
    const onValue = vi.fn();
    render(<Harness onValue={onValue} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Tanggal Kegiatan' }), '31/02/2026');
    expect(onValue).toHaveBeenLastCalledWith('31/02/2026');
  });

  it('is the only element found by its label', () => {
    render(<Harness onValue={vi.fn()} />);
    expect(screen.getAllByLabelText(/Tanggal Kegiatan/)).toHaveLength(1);
  });

  it('shows a day it is given and picks another from the calendar, loaded on demand', async () => {
    const onValue = vi.fn();
    render(<Harness onValue={onValue} initial="2026-12-05" />);
    expect(screen.getByRole('textbox', { name: 'Tanggal Kegiatan' })).toHaveValue(
      '5 Desember 2026',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Buka kalender' }));
    // Indonesian day names: the calendar is in the portal's language.
    await userEvent.click(await screen.findByRole('button', { name: '12 Desember 2026' }));
    expect(onValue).toHaveBeenLastCalledWith('2026-12-12');
    expect(screen.getByRole('textbox', { name: 'Tanggal Kegiatan' })).toHaveValue(
      '12 Desember 2026',
    );
  });
});
