import { describe, expect, it, vi } from 'vitest';
import { TICKET_PATTERN } from '../../../../shared/berkas/ticket';
import { allocateTicket, jakartaYear, randomTicketNumber } from './ticket-allocation';

describe('allocateTicket', () => {
  const now = () => new Date('2025-06-01T00:00:00Z');

  it('stores under the first free ticket', async () => {
    const write = vi.fn(async () => 'created' as const);
    await expect(allocateTicket(write, { random: () => 42, now })).resolves.toBe('BEM-2025-00042');
    expect(write).toHaveBeenCalledTimes(1);
  });

  it('draws again when a ticket is taken', async () => {
    const draws = [11, 22, 33];
    const write = vi.fn(async (ticket: string) =>
      ticket === 'BEM-2025-00033' ? ('created' as const) : ('taken' as const),
    );
    await expect(allocateTicket(write, { random: () => draws.shift() ?? 0, now })).resolves.toBe(
      'BEM-2025-00033',
    );
    expect(write.mock.calls.map(([t]) => t)).toEqual([
      'BEM-2025-00011',
      'BEM-2025-00022',
      'BEM-2025-00033',
    ]);
  });

  it('gives up with CONFLICT after the attempts', async () => {
    const write = vi.fn(async () => 'taken' as const);
    await expect(
      allocateTicket(write, { random: () => 1, now, attempts: 5 }),
    ).rejects.toMatchObject({ code: 'CONFLICT' });
    expect(write).toHaveBeenCalledTimes(5);
  });

  it('passes a writer failure through without drawing again', async () => {
    const write = vi.fn(async () => {
      throw new Error('offline');
    });
    await expect(allocateTicket(write, { now })).rejects.toThrow('offline');
    expect(write).toHaveBeenCalledTimes(1);
  });
});

describe('ticket parts', () => {
  it('uses the year in Asia/Jakarta', () => {
    expect(jakartaYear(new Date('2024-12-31T17:30:00Z'))).toBe(2025);
    expect(jakartaYear(new Date('2024-12-31T16:30:00Z'))).toBe(2024);
  });

  it('draws five digits', async () => {
    for (let i = 0; i < 200; i += 1) {
      const n = randomTicketNumber();
      expect(Number.isInteger(n) && n >= 0 && n < 100_000).toBe(true);
    }
    const ticket = await allocateTicket(async () => 'created');
    expect(TICKET_PATTERN.test(ticket)).toBe(true);
  });
});
