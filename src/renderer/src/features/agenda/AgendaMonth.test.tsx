import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { render } from '../../test/render';
import { AgendaMonth, monthWeeks, shiftMonth } from './AgendaMonth';

describe('the agenda month view', () => {
  it('lays a month out in weeks from Monday', () => {
    const weeks = monthWeeks('2026-03');
    // 1 March 2026 is a Sunday: six places before it.
    expect(weeks[0]).toEqual([null, null, null, null, null, null, '2026-03-01']);
    expect(weeks.at(-1)).toEqual(['2026-03-30', '2026-03-31', null, null, null, null, null]);
    expect(weeks.flat().filter(Boolean)).toHaveLength(31);
    expect(monthWeeks('2026-02').flat().filter(Boolean)).toHaveLength(28);
  });

  it('moves by one month across years', () => {
    expect(shiftMonth('2026-01', -1)).toBe('2025-12');
    expect(shiftMonth('2026-12', 1)).toBe('2027-01');
    expect(shiftMonth('2026-03', 1)).toBe('2026-04');
  });

  it('makes only busy days buttons, named with their count, and picks one', async () => {
    const onSelect = vi.fn();
    render(
      <AgendaMonth
        month="2026-03"
        busy={new Map([['2026-03-07', 2]])}
        today="2026-03-07"
        selected={null}
        onSelect={onSelect}
        onMonth={() => undefined}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Maret 2026' })).toBeInTheDocument();
    const day = screen.getByRole('button', { name: '7 Maret 2026 (hari ini): 2 kegiatan' });
    expect(screen.queryByRole('button', { name: /8 Maret 2026/ })).toBeNull();
    await userEvent.click(day);
    expect(onSelect).toHaveBeenCalledWith('2026-03-07');
  });
});
