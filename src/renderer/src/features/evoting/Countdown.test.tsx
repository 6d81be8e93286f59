import { act } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '../../test/render';
import { Countdown } from './Countdown';

describe('the live countdown', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-12-01T00:00:00.000Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('ticks every second, and disappears once the time has come', () => {
    const until = Date.parse('2026-12-01T00:00:03.000Z');
    render(<Countdown target={{ label: 'Dimulai Dalam:', until }} />);
    act(() => vi.advanceTimersByTime(0));
    expect(screen.getByText('0 jam 0 menit 3 detik')).toBeInTheDocument();
    expect(screen.getByText(/Dimulai Dalam:/)).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1_000));
    expect(screen.getByText('0 jam 0 menit 2 detik')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(2_000));
    expect(screen.queryByText(/Dimulai Dalam:/)).not.toBeInTheDocument();
  });

  it('shows nothing without a target', () => {
    render(<Countdown target={null} />);
    act(() => vi.advanceTimersByTime(1_000));
    expect(screen.queryByText(/Sisa Waktu|Dimulai Dalam/)).not.toBeInTheDocument();
  });
});
