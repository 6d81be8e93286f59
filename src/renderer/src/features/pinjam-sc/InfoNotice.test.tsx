import { describe, expect, it } from 'vitest';
import { render, screen, userEvent, within } from '../../test/render';
import { InfoNotice } from './InfoNotice';
import { SETTINGS } from './testing';

const notice = () => screen.getByRole('region', { name: 'Informasi Peminjaman Sport Center' });

describe('InfoNotice', () => {
  it('shows the first paragraph in place, and the rest once asked', async () => {
    const user = userEvent.setup();
    render(
      <InfoNotice
        settings={{ ...SETTINGS, infoKonten: 'Peminjaman paling lambat H-1.\n\nJam 07.00–22.00.' }}
      />,
    );
    expect(within(notice()).getByText('Peminjaman paling lambat H-1.')).toBeInTheDocument();
    expect(within(notice()).queryByText('Jam 07.00–22.00.')).not.toBeInTheDocument();
    await user.click(within(notice()).getByRole('button', { name: 'Baca selengkapnya' }));
    expect(within(notice()).getByText('Jam 07.00–22.00.')).toBeInTheDocument();
    expect(within(notice()).getByRole('button', { name: 'Ringkas' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  it('offers nothing more for a notice of one paragraph, and is absent without a notice', () => {
    const { container } = render(<InfoNotice settings={SETTINGS} />);
    expect(within(notice()).queryByRole('button')).not.toBeInTheDocument();
    container.remove();
    render(<InfoNotice settings={{ ...SETTINGS, infoJudul: ' ', infoKonten: '' }} />);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });
});
