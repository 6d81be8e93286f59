import { describe, expect, it, vi } from 'vitest';
import { render, screen, userEvent, within } from '../../test/render';
import ScheduleCalendar from './ScheduleCalendar';
import { ROOMS } from './testing';

const slot = (id: string, ruangId: string, tanggal: string, mulai: string, selesai: string) => ({
  id,
  ruangId,
  tanggal,
  waktuMulai: mulai,
  waktuSelesai: selesai,
  organisasi: `Org ${id}`,
});

const SLOTS = [
  slot('1', 'barat', '2030-03-04', '08:00', '10:00'),
  slot('2', 'futsal', '2030-03-04', '09:00', '11:00'),
  slot('3', 'timur', '2030-03-04', '13:00', '14:00'),
  slot('4', 'futsal', '2030-03-04', '15:00', '16:00'),
  slot('5', 'barat', '2030-03-20', '08:00', '09:00'),
];

function calendar() {
  const onPickDay = vi.fn();
  const onPickSlot = vi.fn();
  render(
    <ScheduleCalendar
      slots={SLOTS}
      rooms={ROOMS}
      filter={null}
      jamBuka="07:00"
      jamTutup="22:00"
      initialDay="2030-03-04"
      onPickDay={onPickDay}
      onPickSlot={onPickSlot}
    />,
  );
  return { onPickDay, onPickSlot, user: userEvent.setup() };
}

describe('the public calendar', () => {
  it('shows the month with days named in Indonesian, which fill the form when picked', async () => {
    const { onPickDay, user } = calendar();
    expect(screen.getByText('Maret 2030')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Rabu, 20 Maret 2030' }));
    expect(onPickDay).toHaveBeenCalledWith('2030-03-20');
    // The neighbours' days are there too, for a full first and last week.
    expect(screen.getByRole('button', { name: 'Minggu, 24 Februari 2030' })).toBeInTheDocument();
  });

  it('opens a booking, and lists a crowded day in place', async () => {
    const { onPickDay, onPickSlot, user } = calendar();
    await user.click(
      screen.getByRole('button', {
        name: 'Badminton Barat · Org 5',
        description: 'Badminton Barat · Org 5, 08.00 – 09.00',
      }),
    );
    expect(onPickSlot).toHaveBeenCalledWith(SLOTS[4]);
    expect(onPickDay).not.toHaveBeenCalled();
    // Four bookings on the 4th: two shown, "+2 lainnya" lists all four.
    await user.click(screen.getByRole('button', { name: '+2 lainnya' }));
    const day = screen.getByRole('group', { name: 'Senin, 4 Maret 2030' });
    expect(within(day).getAllByRole('button')).toHaveLength(4);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('group', { name: 'Senin, 4 Maret 2030' })).not.toBeInTheDocument();
  });

  it('moves by the view and shows the week, the day and the agenda', async () => {
    const { onPickDay, user } = calendar();
    await user.click(screen.getByRole('button', { name: 'Berikutnya' }));
    expect(screen.getByText('April 2030')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sebelumnya' }));
    await user.click(screen.getByRole('button', { name: 'Minggu' }));
    expect(screen.getByRole('button', { name: 'Minggu' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('3 – 9 Maret 2030')).toBeInTheDocument();
    expect(screen.getByText('07.00')).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: '09.00 – 11.00 Lapangan Futsal · Org 2' }),
    ).toBeInTheDocument();
    await user.click(
      screen.getByRole('button', { name: 'Sel 5', description: 'Selasa, 5 Maret 2030' }),
    );
    expect(onPickDay).toHaveBeenCalledWith('2030-03-05');
    await user.click(screen.getByRole('button', { name: 'Hari' }));
    expect(screen.getByText('Senin, 4 Maret 2030')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Agenda' }));
    expect(screen.getByRole('rowheader', { name: 'Sen, 4 Mar' })).toBeInTheDocument();
    expect(screen.getAllByRole('row')).toHaveLength(1 + 5);
    await user.click(screen.getByRole('button', { name: 'Berikutnya' }));
    expect(screen.getByText('Tidak ada jadwal di rentang waktu ini.')).toBeInTheDocument();
  });
});
