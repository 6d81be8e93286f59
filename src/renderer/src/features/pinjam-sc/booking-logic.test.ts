import { describe, expect, it } from 'vitest';
import { SC_MESSAGES } from '../../../../shared/sc/booking-rules';
import {
  availabilityQueryOf,
  bookingFormErrors,
  emptyBookingForm,
  halfHourTimes,
  hasMissingRequired,
  toBookingInput,
} from './booking-form';
import { asReceipt, loadReceipt, saveReceipt } from './receipt-store';
import { eventsByDay, scheduleEvents } from './schedule-events';
import { dayColumns, monthWeeks, moveDay, rangeText } from './schedule-grid';
import { QUESTIONS, receipt, ROOMS } from './testing';
import { whatsAppLink } from './whatsapp-link';

const filled = () => ({
  ...emptyBookingForm(),
  ruangId: 'barat',
  tanggal: '2030-03-04',
  waktuMulai: '08:00',
  waktuSelesai: '10:00',
  penanggungJawab: 'Rina',
  organisasi: 'UKM Bulu Tangkis',
  kontak: '081234567890',
  jawaban: { kegiatan: 'Latihan' },
  setujuProsedur: true,
  bersediaTanggungJawab: true,
});

describe('the booking form', () => {
  it('offers every half hour of the opening hours', () => {
    expect(halfHourTimes('07:00', '09:00')).toEqual(['07:00', '07:30', '08:00', '08:30', '09:00']);
    expect(halfHourTimes('07:15', '08:00')).toEqual(['07:30', '08:00']);
  });

  it('asks about availability only once room, date and half-hour times are there', () => {
    const time = { ruangId: 'barat', tanggal: '2030-03-04', waktuMulai: '08:00', waktuSelesai: '' };
    expect(availabilityQueryOf(time)).toBeNull();
    expect(availabilityQueryOf({ ...time, waktuSelesai: '09:15' })).toBeNull();
    expect(availabilityQueryOf({ ...time, tanggal: '4 Maret', waktuSelesai: '09:00' })).toBeNull();
    expect(availabilityQueryOf({ ...time, waktuSelesai: '09:00' }, 'SC-ABCDE-12345')).toEqual({
      ...time,
      waktuSelesai: '09:00',
      kode: 'SC-ABCDE-12345',
    });
  });

  it('says what is missing with the backend schema, the answers rule and ORIGINAL §5 texts', () => {
    expect(bookingFormErrors(filled(), QUESTIONS)).toEqual({});
    const errors = bookingFormErrors(
      {
        ...filled(),
        penanggungJawab: ' ',
        jawaban: {},
        setujuProsedur: false,
        bersediaTanggungJawab: false,
      },
      QUESTIONS,
    );
    expect(errors.penanggungJawab).toBe('Penanggung jawab wajib diisi.');
    expect(errors['jawaban.kegiatan']).toBe(SC_MESSAGES.requiredMissing);
    expect(errors.setujuProsedur).toBe(
      'Anda harus menyetujui prosedur peminjaman untuk melanjutkan.',
    );
    expect(errors.bersediaTanggungJawab).toBe('Anda harus menyatakan bersedia bertanggung jawab.');
  });

  it('tells a missing required answer from a wrong one (the form alert of ORIGINAL §5)', () => {
    expect(hasMissingRequired(filled(), QUESTIONS)).toBe(false);
    expect(hasMissingRequired({ ...filled(), kontak: ' ' }, QUESTIONS)).toBe(true);
    expect(hasMissingRequired({ ...filled(), jawaban: {} }, QUESTIONS)).toBe(true);
    expect(hasMissingRequired({ ...filled(), email: 'bukan-email' }, QUESTIONS)).toBe(false);
  });

  it('sends trimmed values and only the answers to the questions asked now', () => {
    const input = toBookingInput(
      {
        ...filled(),
        organisasi: '  UKM  ',
        jawaban: { kegiatan: ' Latihan ', lama: 'x', proyektor: '' },
      },
      QUESTIONS,
    );
    expect(input.organisasi).toBe('UKM');
    expect(input.jawaban).toEqual({ kegiatan: 'Latihan' });
  });
});

describe('the public calendar', () => {
  it("keeps a booking at its Yogyakarta wall clock, whatever the browser's zone", () => {
    const slot = {
      id: '1',
      ruangId: 'barat',
      tanggal: '2030-03-04',
      waktuMulai: '23:30',
      waktuSelesai: '24:00',
      organisasi: 'HIMA',
    };
    const [event] = scheduleEvents([slot], ROOMS, null);
    expect(event).toMatchObject({ tanggal: '2030-03-04', mulai: '23:30', selesai: '24:00' });
    expect([...eventsByDay([event!]).keys()]).toEqual(['2030-03-04']);
  });

  it('lays out months from Sunday, moves by the view, and names the range in Indonesian', () => {
    const weeks = monthWeeks('2026-11-16');
    expect(weeks).toHaveLength(5);
    expect(weeks[0]![0]).toBe('2026-11-01');
    expect(weeks[4]![6]).toBe('2026-12-05');
    expect(monthWeeks('2026-08-10')[0]![0]).toBe('2026-07-26');
    expect(moveDay('bulan', '2026-01-31', 1)).toBe('2026-02-28');
    expect(moveDay('bulan', '2026-01-15', -1)).toBe('2025-12-15');
    expect(moveDay('minggu', '2026-11-30', 1)).toBe('2026-12-07');
    expect(rangeText('bulan', '2026-11-16')).toBe('November 2026');
    expect(rangeText('minggu', '2026-11-16')).toBe('15 – 21 November 2026');
    expect(rangeText('minggu', '2026-12-01')).toBe('29 November – 5 Desember 2026');
    expect(rangeText('minggu', '2026-12-30')).toBe('27 Desember 2026 – 2 Januari 2027');
    expect(rangeText('hari', '2026-11-16')).toBe('Senin, 16 November 2026');
  });

  it('puts overlapping bookings of a day side by side', () => {
    const at = (mulai: string, selesai: string) => ({ mulai, selesai });
    const places = dayColumns([at('08:00', '10:00'), at('09:00', '11:00'), at('12:00', '13:00')]);
    expect(places.map((p) => [p.column, p.columns])).toEqual([
      [0, 2],
      [1, 2],
      [0, 1],
    ]);
  });

  it('shows, for a chosen room, its bookings and those of the rooms linked to it', () => {
    const slot = (id: string, ruangId: string) => ({
      id,
      ruangId,
      tanggal: '2030-03-04',
      waktuMulai: '08:00',
      waktuSelesai: '09:00',
      organisasi: 'HIMA',
    });
    const slots = [
      slot('1', 'barat'),
      slot('2', 'gabung'),
      slot('3', 'timur'),
      slot('4', 'futsal'),
    ];
    expect(scheduleEvents(slots, ROOMS, null)).toHaveLength(4);
    expect(scheduleEvents(slots, ROOMS, 'barat').map((e) => e.id)).toEqual(['1', '2']);
    expect(scheduleEvents(slots, ROOMS, 'gabung').map((e) => e.id)).toEqual(['1', '2', '3']);
    const [event] = scheduleEvents(slots, ROOMS, 'futsal');
    expect(event?.title).toBe('Lapangan Futsal · HIMA');
    // Only room, time and organisation: a slot has nothing else to show.
    expect(Object.keys(event!.slot).sort()).toEqual(
      ['id', 'organisasi', 'ruangId', 'tanggal', 'waktuMulai', 'waktuSelesai'].sort(),
    );
  });
});

describe('the receipt and the WhatsApp link', () => {
  it("keeps the receipt in this tab's storage and reads back only a receipt", () => {
    saveReceipt(receipt());
    expect(loadReceipt()).toEqual(receipt());
    expect(asReceipt({ kode: 'SC-X' })).toBeNull();
    expect(asReceipt(null)).toBeNull();
  });

  it('opens wa.me with the template, and nothing without a number', () => {
    expect(whatsAppLink('6281234567890', 'Halo, saya ingin bertanya?')).toBe(
      'https://wa.me/6281234567890?text=Halo%2C%20saya%20ingin%20bertanya%3F',
    );
    expect(whatsAppLink('', 'Halo')).toBeNull();
  });
});
