import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { answersProblem, type ScQuestion } from './booking-answers';
import { SC_MESSAGES } from './booking-rules';

const q = (id: string, over: Partial<ScQuestion> = {}): ScQuestion => ({
  id,
  position: 0,
  label: `Pertanyaan ${id}`,
  tipe: 'text',
  pilihan: [],
  wajib: false,
  ...over,
});
const QUESTIONS = [
  q('kegiatan', { label: 'Nama Kegiatan', wajib: true }),
  q('peserta', { label: 'Jumlah Peserta', tipe: 'text' }),
  q('proyektor', {
    label: 'Pinjam Proyektor',
    tipe: 'select',
    pilihan: ['Ya', 'Tidak'],
    wajib: true,
  }),
  q('tanggal', { label: 'Tanggal Gladi', tipe: 'date' }),
  q('jam', { label: 'Jam Gladi', tipe: 'time' }),
];
const valid = { kegiatan: 'Latihan rutin', proyektor: 'Tidak' };

describe('answersProblem (the configurable questions)', () => {
  it('accepts the required answers alone, and well-formed optional ones', () => {
    expect(answersProblem(valid, QUESTIONS)).toBeNull();
    expect(
      answersProblem({ ...valid, peserta: '24', tanggal: '2026-12-01', jam: '07:30' }, QUESTIONS),
    ).toBeNull();
  });

  it('refuses a required question left empty (or blank) with ORIGINAL §5’s message, at its field', () => {
    expect(answersProblem({ proyektor: 'Ya' }, QUESTIONS)).toEqual({
      message: SC_MESSAGES.requiredMissing,
      field: 'jawaban.kegiatan',
    });
    expect(answersProblem({ ...valid, kegiatan: '   ' }, QUESTIONS)?.field).toBe(
      'jawaban.kegiatan',
    );
  });

  it('refuses a choice not offered, a malformed date or time, and an answer to no question', () => {
    expect(answersProblem({ ...valid, proyektor: 'Mungkin' }, QUESTIONS)?.field).toBe(
      'jawaban.proyektor',
    );
    expect(answersProblem({ ...valid, tanggal: '1 Desember' }, QUESTIONS)?.field).toBe(
      'jawaban.tanggal',
    );
    expect(answersProblem({ ...valid, jam: '25:00' }, QUESTIONS)?.field).toBe('jawaban.jam');
    expect(answersProblem({ ...valid, hilang: 'x' }, QUESTIONS)).toEqual({
      message: 'Pertanyaan ini tidak ada lagi di formulir.',
      field: 'jawaban.hilang',
    });
  });

  it('never accepts a choice outside the options, whatever is typed', () => {
    fc.assert(
      fc.property(fc.string(), (answer) => {
        const problem = answersProblem({ ...valid, proyektor: answer }, QUESTIONS);
        expect(problem === null).toBe(['Ya', 'Tidak'].includes(answer.trim()));
      }),
    );
  });
});
