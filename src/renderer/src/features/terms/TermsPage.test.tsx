import { describe, expect, it } from 'vitest';
import { PUBLIC_ROUTES } from '../../app/route-table';
import { render, screen } from '../../test/render';
import TermsPage from './TermsPage';
import VoterTermsPage from './VoterTermsPage';

describe('terms pages', () => {
  it('/terms: seven numbered sections, the date, and the way back to registration', () => {
    render(<TermsPage />, { route: '/terms' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Syarat dan Ketentuan Penggunaan',
    );
    expect(screen.getByText('Terakhir diperbarui: 2 Oktober 2025')).toBeInTheDocument();
    const sections = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(sections).toEqual([
      '1. Penerimaan Syarat dan Ketentuan',
      '2. Keakuratan Informasi',
      '3. Kerahasiaan Kata Sandi',
      '4. Penggunaan yang Sah',
      '5. Privasi Data',
      '6. Batasan Tanggung Jawab',
      '7. Perubahan Syarat dan Ketentuan',
    ]);
    for (const link of screen.getAllByRole('link', { name: 'Kembali ke Pendaftaran' })) {
      expect(link).toHaveAttribute('href', '/register');
    }
  });

  it('/terms-pemilih: never links to a voter registration page that does not exist', () => {
    render(<VoterTermsPage />, { route: '/terms-pemilih' });
    expect(screen.getByText('Terakhir diperbarui: 2 Oktober 2025')).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(6);
    const registrationBuilt = PUBLIC_ROUTES.some(
      (entry) => entry.path === '/register-pemilih' && entry.page,
    );
    const [name, href] = registrationBuilt
      ? ['Kembali ke Pendaftaran', '/register-pemilih']
      : ['Kembali ke Beranda', '/'];
    for (const link of screen.getAllByRole('link', { name })) {
      expect(link).toHaveAttribute('href', href);
    }
  });
});
