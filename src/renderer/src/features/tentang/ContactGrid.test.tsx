import { describe, expect, it } from 'vitest';
import { render, screen } from '../../test/render';
import { ContactGrid } from './ContactGrid';

const contact = (id: string, contactType: string | null, isi: string) =>
  ({ id, judul: 'Kontak Kami', isi, contactType }) as Parameters<
    typeof ContactGrid
  >[0]['items'][number];

describe('ContactGrid', () => {
  it('links each contact by its type, and opens only web addresses in a new tab', () => {
    render(
      <ContactGrid
        items={[
          contact('1', 'email', 'bem@poltekkn.ac.id'),
          contact('2', 'whatsapp', '0812-2733-4455'),
          contact('3', 'telepon', '(0274) 484085'),
          contact('4', 'x', '@bem_poltek'),
          contact('5', 'lainnya', 'Gedung C lantai 2'),
        ]}
      />,
    );
    const mail = screen.getByRole('link', { name: 'bem@poltekkn.ac.id' });
    expect(mail).toHaveAttribute('href', 'mailto:bem@poltekkn.ac.id');
    expect(mail).not.toHaveAttribute('target');
    const wa = screen.getByRole('link', { name: '0812-2733-4455' });
    expect(wa).toHaveAttribute('href', 'https://wa.me/6281227334455');
    expect(wa).toHaveAttribute('target', '_blank');
    expect(wa).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('link', { name: '(0274) 484085' })).toHaveAttribute(
      'href',
      'tel:0274484085',
    );
    expect(screen.getByRole('link', { name: '@bem_poltek' })).toHaveAttribute(
      'href',
      'https://x.com/bem_poltek',
    );
    expect(screen.getByText('Gedung C lantai 2').closest('a')).toBeNull();
  });

  it('leaves out a stored value that does not fit its type (never an unsafe href)', () => {
    render(
      <ContactGrid
        items={[
          contact('1', 'website', 'javascript:alert(1)'),
          contact('2', 'lainnya', 'data:text/html,hai'),
          contact('3', 'email', 'bem@poltekkn.ac.id'),
        ]}
      />,
    );
    const hrefs = screen.getAllByRole('link').map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual(['mailto:bem@poltekkn.ac.id']);
  });
});
