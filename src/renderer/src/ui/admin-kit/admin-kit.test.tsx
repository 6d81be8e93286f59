import { describe, expect, it, vi } from 'vitest';
import { render, screen, userEvent } from '../../test/render';
import { AdminPager } from './AdminPagination';
import { RecordButtons } from './RecordButtons';
import { AdminTableHead, RecordActionsCell } from './RecordTable';
import { messagesAbout } from './use-resource-manager';
import { Table } from '@mantine/core';

describe('AdminPager', () => {
  it('shows nothing for one page', () => {
    render(<AdminPager pages={1} value={1} onChange={() => {}} label="Halaman risalah rapat" />);
    expect(screen.queryByRole('button', { name: 'Halaman 1' })).not.toBeInTheDocument();
  });

  it('names the pages in Indonesian, after the summary where there is one', async () => {
    const onChange = vi.fn();
    render(
      <AdminPager
        pages={3}
        value={1}
        onChange={onChange}
        label="Halaman risalah rapat"
        summary="25 risalah"
      />,
    );
    expect(screen.getByLabelText('Halaman risalah rapat')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Halaman 3' })).toBeInTheDocument();
    expect(screen.getByText('25 risalah')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Halaman berikutnya' }));
    expect(onChange).toHaveBeenCalledWith(2);
  });
});

describe('RecordButtons', () => {
  it('keeps deleting last, after the row’s own actions', () => {
    render(
      <RecordButtons
        name="Rapat"
        onEdit={() => {}}
        onDelete={() => {}}
        deleteTitle="Hapus permanen"
      >
        <button type="button">Batalkan: Rapat</button>
      </RecordButtons>,
    );
    const names = screen
      .getAllByRole('button')
      .map((button) => button.getAttribute('aria-label') ?? button.textContent);
    expect(names).toEqual(['Edit: Rapat', 'Batalkan: Rapat', 'Hapus: Rapat']);
    expect(screen.getByRole('button', { name: 'Hapus: Rapat' })).toHaveAttribute(
      'title',
      'Hapus permanen',
    );
  });
});

describe('RecordTable', () => {
  it('heads the columns, then the buttons’ column named "Aksi" for screen readers only', () => {
    render(
      <Table>
        <AdminTableHead columns={['Judul', { label: 'Jumlah', ta: 'right' }]} />
        <Table.Tbody>
          <Table.Tr>
            <Table.Td>Rapat</Table.Td>
            <Table.Td>2</Table.Td>
            <RecordActionsCell name="Rapat" onEdit={() => {}} onDelete={() => {}} />
          </Table.Tr>
        </Table.Tbody>
      </Table>,
    );
    const headers = screen.getAllByRole('columnheader').map((th) => th.textContent);
    expect(headers).toEqual(['Judul', 'Jumlah', 'Aksi']);
    expect(screen.getByRole('button', { name: 'Edit: Rapat' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Hapus: Rapat' })).toBeInTheDocument();
  });
});

describe('messagesAbout', () => {
  it('says what happened to the noun', () => {
    expect(messagesAbout('Risalah rapat')).toEqual({
      created: 'Risalah rapat ditambahkan.',
      updated: 'Risalah rapat disimpan.',
      removed: 'Risalah rapat dihapus.',
    });
  });
});
