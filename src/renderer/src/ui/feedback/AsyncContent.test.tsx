import { describe, expect, it, vi } from 'vitest';
import { BackendError } from '../../backend/backend-error';
import { render, screen, userEvent } from '../../test/render';
import { AsyncContent, type AsyncContentProps } from './AsyncContent';

const base = {
  errorTitle: 'Daftar akun tidak dapat dimuat',
  loadingLabel: 'Memuat daftar akun',
  empty: 'Tidak ada akun yang cocok.',
  children: (names: string[]) => (
    <ul aria-label="Nama">
      {names.map((name) => (
        <li key={name}>{name}</li>
      ))}
    </ul>
  ),
} satisfies Omit<AsyncContentProps<string[]>, 'value'>;

describe('AsyncContent', () => {
  it('announces loading until the first value', () => {
    render(<AsyncContent {...base} value={undefined} />);
    expect(screen.getByRole('status')).toHaveTextContent('Memuat daftar akun');
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('names a custom placeholder by the loading label', () => {
    render(<AsyncContent {...base} value={undefined} loader={<div>kerangka</div>} />);
    expect(screen.getByRole('status', { name: 'Memuat daftar akun' })).toHaveTextContent(
      'kerangka',
    );
  });

  it("shows the error's Indonesian message, and retries on Coba Lagi", async () => {
    const onRetry = vi.fn();
    render(
      <AsyncContent
        {...base}
        value={undefined}
        error={BackendError.fromCode('FORBIDDEN', 403)}
        onRetry={onRetry}
      />,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Daftar akun tidak dapat dimuat');
    expect(alert).toHaveTextContent(BackendError.fromCode('FORBIDDEN').message);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Coba Lagi' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('offers no retry when none is given', () => {
    render(<AsyncContent {...base} value={undefined} error={BackendError.network()} />);
    expect(screen.getByRole('alert')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows the empty text for an empty list', () => {
    render(<AsyncContent {...base} value={[]} />);
    expect(screen.getByText('Tidak ada akun yang cocok.')).toBeVisible();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('uses the given emptiness test', () => {
    render(
      <AsyncContent
        {...base}
        value={['x']}
        isEmpty={(names) => names.every((name) => name === 'x')}
      />,
    );
    expect(screen.getByText('Tidak ada akun yang cocok.')).toBeVisible();
  });

  it('shows the content, and the error above it when a newer read failed', () => {
    const view = render(<AsyncContent {...base} value={['Ani', 'Budi']} />);
    expect(screen.getByRole('list', { name: 'Nama' })).toHaveTextContent('AniBudi');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    view.rerender(
      <AsyncContent {...base} value={['Ani', 'Budi']} error={BackendError.network()} />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(BackendError.network().message);
    expect(screen.getByRole('list', { name: 'Nama' })).toBeInTheDocument();
  });

  it('marks the content busy while a newer answer is read, without remounting it', () => {
    const view = render(<AsyncContent {...base} value={['Ani']} refreshing={false} />);
    const list = screen.getByRole('list');
    expect(list.parentElement).toHaveAttribute('aria-busy', 'false');
    view.rerender(<AsyncContent {...base} value={['Ani']} refreshing />);
    expect(screen.getByRole('list')).toBe(list);
    expect(list.parentElement).toHaveAttribute('aria-busy', 'true');
  });
});
