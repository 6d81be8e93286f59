import { describe, expect, it } from 'vitest';
import { render, screen, within } from '../../test/render';
import { SubmissionAnswers } from './SubmissionAnswers';
import { berkasBackend, field } from './testing';

describe('SubmissionAnswers', () => {
  it('shows a date answer in Indonesian, other answers as stored, in form order', async () => {
    const { backend } = berkasBackend({
      fields: [
        field({ id: 'a', fieldName: 'namaKegiatan', label: 'Nama Kegiatan', position: 1 }),
        field({
          id: 'b',
          fieldName: 'tanggal',
          label: 'Tanggal Kegiatan',
          type: 'date',
          position: 2,
        }),
        field({ id: 'c', fieldName: 'catatan', label: 'Catatan', position: 3 }),
        field({
          id: 'd',
          fieldName: 'cadangan',
          label: 'Tanggal Cadangan',
          type: 'date',
          position: 4,
        }),
      ],
    });
    render(
      <SubmissionAnswers
        answers={{
          namaKegiatan: 'Seminar Nuklir',
          tanggal: '2026-12-05',
          catatan: '2026-12-05',
          cadangan: 'menyusul',
          dihapus: '2026-01-02',
        }}
        files={{}}
      />,
      { backend },
    );
    const row = async (label: string) =>
      (await screen.findByText(label, { selector: 'th' })).closest('tr') as HTMLElement;
    expect(within(await row('Tanggal Kegiatan')).getByText('5 Desember 2026')).toBeInTheDocument();
    // A text answer that looks like a date is the submitter's own words.
    expect(within(await row('Catatan')).getByText('2026-12-05')).toBeInTheDocument();
    expect(within(await row('Tanggal Cadangan')).getByText('menyusul')).toBeInTheDocument();
    // A removed question's answer keeps its column name and its stored value.
    expect(within(await row('dihapus')).getByText('2026-01-02')).toBeInTheDocument();
    expect([...document.querySelectorAll('th')].map((cell) => cell.textContent)).toEqual([
      'Nama Kegiatan',
      'Tanggal Kegiatan',
      'Catatan',
      'Tanggal Cadangan',
      'dihapus',
    ]);
  });
});
