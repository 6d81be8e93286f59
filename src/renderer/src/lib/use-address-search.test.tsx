import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useNavigate } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { useAddressSearch } from './use-address-search';

type Update = ReturnType<typeof useAddressSearch>[1];

function Filters({ onUpdate }: { onUpdate: (update: Update) => void }) {
  const [search, update] = useAddressSearch();
  onUpdate(update);
  const navigate = useNavigate();
  return (
    <>
      <output>{search.toString()}</output>
      <button type="button" onClick={() => navigate('?kondisi=Rusak')}>
        Tautan
      </button>
    </>
  );
}

function setUp(initial: string) {
  let update: Update | undefined;
  render(
    <MemoryRouter initialEntries={[initial]}>
      <Filters onUpdate={(made) => (update = made)} />
    </MemoryRouter>,
  );
  return () => update!;
}

const set = (key: string, value: string) => (now: URLSearchParams) => {
  const next = new URLSearchParams(now);
  next.set(key, value);
  return next;
};

describe('useAddressSearch', () => {
  it('keeps both of two changes made before the page renders again', () => {
    const update = setUp('/inventaris?halaman=2');
    act(() => {
      update()(set('kondisi', 'Baik'));
      update()(set('pinjam', 'boleh'));
      update()(set('lokasi', 'Gudang'));
    });
    expect(screen.getByRole('status')).toHaveTextContent(
      'halaman=2&kondisi=Baik&pinjam=boleh&lokasi=Gudang',
    );
  });

  it('starts from the address shown after a navigation it did not make', async () => {
    const update = setUp('/inventaris?kondisi=Baik');
    await userEvent.click(screen.getByRole('button', { name: 'Tautan' }));
    expect(screen.getByRole('status')).toHaveTextContent('kondisi=Rusak');
    act(() => update()(set('pinjam', 'boleh')));
    expect(screen.getByRole('status')).toHaveTextContent('kondisi=Rusak&pinjam=boleh');
  });
});
