import { act, fireEvent, render, screen } from '@testing-library/react';
import { Link, MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RouteEntry } from './route-entry';
import { useDocumentHead } from './use-document-head';

const page = async () => ({ default: () => null });
const ROUTES: RouteEntry[] = [
  { path: '/', label: 'Beranda', placement: 'main', page },
  { path: '/berita', label: 'Berita', placement: 'main', page },
];
const DESCRIPTIONS = { '/': 'Tentang beranda.', '/berita': 'Berita terbaru.' };

function Head(props: { load: () => Promise<Record<string, string>> }) {
  useDocumentHead(ROUTES, props.load);
  return <Link to="/berita">Berita</Link>;
}
const toNews = () => fireEvent.click(screen.getByRole('link', { name: 'Berita' }));

function start(load: () => Promise<Record<string, string>>) {
  document.head.innerHTML = '<meta name="description" content="Dari server.">';
  render(
    <MemoryRouter initialEntries={['/']}>
      <Head load={load} />
    </MemoryRouter>,
  );
}
const description = () =>
  document.querySelector('meta[name="description"]')?.getAttribute('content');

afterEach(() => {
  document.head.innerHTML = '';
});

describe('useDocumentHead', () => {
  it("keeps the server's description on the first page, without loading the descriptions", () => {
    const load = vi.fn(async () => DESCRIPTIONS);
    start(load);
    expect(document.title).toBe('BEM KM Poltek Nuklir');
    expect(description()).toBe('Dari server.');
    expect(load).not.toHaveBeenCalled();
  });

  it('gives another page its title at once and its description once they are loaded', async () => {
    start(async () => DESCRIPTIONS);
    await act(async () => toNews());
    expect(document.title).toBe('Berita | BEM KM Poltek Nuklir');
    expect(description()).toBe('Berita terbaru.');
  });

  it('never writes over a description a page set while they were loading', async () => {
    let resolve: (value: Record<string, string>) => void = () => undefined;
    start(() => new Promise((r) => (resolve = r)));
    act(() => toNews());
    document.querySelector('meta[name="description"]')?.setAttribute('content', 'Satu berita.');
    await act(async () => resolve(DESCRIPTIONS));
    expect(description()).toBe('Satu berita.');
  });
});
