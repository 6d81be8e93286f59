import { describe, expect, it } from 'vitest';
import { bookingReceiptMail } from './booking-mail';

describe('the loan receipt mail', () => {
  it('writes the time as every page does: "13.00 – 14.30 WIB" (clock-text.ts)', () => {
    const mail = bookingReceiptMail(
      'peminjam@example.com',
      {
        kode: 'SC-UJI-0001',
        penanggungJawab: 'Rina',
        booking: {
          ruangId: 'aula',
          ruang: 'Aula Uji',
          organisasi: 'UKM Uji',
          tanggal: '2030-06-01',
          waktuMulai: '13:00',
          waktuSelesai: '14:30',
          status: 'aktif',
          checkInPada: null,
          checkOutPada: null,
        },
      },
      'http://127.0.0.1',
      Date.parse('2030-05-30T03:00:00Z'),
    );
    expect(mail.text).toContain('Waktu: 13.00 – 14.30 WIB');
    expect(mail.text).not.toMatch(/\d:\d\d/);
  });
});
