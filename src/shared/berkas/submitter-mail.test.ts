import { describe, expect, it } from 'vitest';
import type { FormField } from './form-fields';
import { initialVerifiers } from './status';
import {
  finishedMail,
  revisionNeededMail,
  submissionReceivedMail,
  submitterEmail,
  trackingLink,
} from './submitter-mail';

const emailField: FormField = {
  id: 'e',
  fieldName: 'email',
  label: 'Email',
  type: 'email',
  required: false,
  placeholder: '',
  step: 1,
  position: 0,
  options: [],
  defaultValue: '',
};

describe('mail to the submitter', () => {
  it('goes to the answer of an email field, only when it is an address', () => {
    expect(submitterEmail([emailField], { email: ' a@b.id ' })).toBe('a@b.id');
    expect(submitterEmail([emailField], { email: 'bukan' })).toBeNull();
    expect(submitterEmail([{ ...emailField, type: 'text' }], { email: 'a@b.id' })).toBeNull();
  });

  it('names ticket, code and tracking link on submission', () => {
    const link = trackingLink('https://bem.id/', 'BEM-2026-00001');
    expect(link).toBe('https://bem.id/layanan/berkaskm/lacak?ticket=BEM-2026-00001');
    const mail = submissionReceivedMail({
      ticketId: 'BEM-2026-00001',
      revisionCode: 'ABCD-EFGH-JKMN-PQRS-TUVW',
      namaKegiatan: 'Seminar',
      trackingUrl: link,
    });
    expect(mail.subject).toBe('Berkas diterima — BEM-2026-00001');
    expect(mail.text).toContain('Kode revisi: ABCD-EFGH-JKMN-PQRS-TUVW');
    expect(mail.text).toContain(link);
    expect(mail.text).toContain('rahasia');
  });

  it('carries the verifiers’ notes and the way to send a correction', () => {
    const verifiers = initialVerifiers();
    verifiers.kemenkeu = { status: 'revisi', updatedAt: 't', catatan: 'Lengkapi RAB' };
    const mail = revisionNeededMail({
      ticketId: 'BEM-2026-00001',
      namaKegiatan: 'Seminar',
      verifiers,
      trackingUrl: 'https://bem.id/x',
    });
    expect(mail.text).toContain('- Kementerian Keuangan: Lengkapi RAB');
    expect(mail.text).toContain('Kirim Perbaikan');
  });

  it('links the reply letter when there is one', () => {
    const withLetter = finishedMail({
      ticketId: 'T',
      namaKegiatan: 'S',
      catatan: 'Selesai.',
      letterUrl: 'https://bem.id/api/files/abc',
      trackingUrl: 'https://bem.id/x',
    });
    expect(withLetter.text).toContain('Surat balasan:\nhttps://bem.id/api/files/abc');
    expect(
      finishedMail({
        ticketId: 'T',
        namaKegiatan: 'S',
        catatan: '',
        letterUrl: null,
        trackingUrl: 'u',
      }).text,
    ).not.toContain('Surat balasan');
  });
});
