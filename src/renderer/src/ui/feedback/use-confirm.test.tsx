import { Button } from '@mantine/core';
import { describe, expect, it, vi } from 'vitest';
import { render, screen, userEvent, waitFor, within } from '../../test/render';
import { useConfirm, type ConfirmRequest } from './use-confirm';

function RemoveButton(props: { run: ConfirmRequest['run'] }) {
  const confirm = useConfirm();
  return (
    <>
      <Button
        onClick={() =>
          confirm.ask({
            title: 'Hapus akun sekjen@bem.demo?',
            message: 'Akun dihapus permanen.',
            confirmLabel: 'Hapus',
            run: props.run,
          })
        }
      >
        Hapus akun
      </Button>
      <p>{confirm.pending ? 'sedang menghapus' : 'diam'}</p>
      {confirm.modal}
    </>
  );
}

const dialog = () => screen.findByRole('dialog', { name: 'Hapus akun sekjen@bem.demo?' });

describe('useConfirm', () => {
  it('asks, runs the action with the button pending, and closes when it is done', async () => {
    let finish!: () => void;
    const run = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    render(<RemoveButton run={run} />);
    await userEvent.click(screen.getByRole('button', { name: 'Hapus akun' }));
    const modal = await dialog();
    expect(modal).toHaveTextContent('Akun dihapus permanen.');
    await userEvent.click(within(modal).getByRole('button', { name: 'Hapus' }));
    expect(run).toHaveBeenCalledTimes(1);
    expect(screen.getByText('sedang menghapus')).toBeInTheDocument();
    expect(within(modal).getByRole('button', { name: 'Batal' })).toBeDisabled();
    finish();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByText('diam')).toBeInTheDocument();
  });

  it('stays open when the action says it failed', async () => {
    const run = vi.fn(async () => false);
    render(<RemoveButton run={run} />);
    await userEvent.click(screen.getByRole('button', { name: 'Hapus akun' }));
    await userEvent.click(within(await dialog()).getByRole('button', { name: 'Hapus' }));
    await waitFor(() => expect(screen.getByText('diam')).toBeInTheDocument());
    expect(await dialog()).toBeInTheDocument();
  });

  it('runs nothing on Batal', async () => {
    const run = vi.fn(async () => true);
    render(<RemoveButton run={run} />);
    await userEvent.click(screen.getByRole('button', { name: 'Hapus akun' }));
    await userEvent.click(within(await dialog()).getByRole('button', { name: 'Batal' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(run).not.toHaveBeenCalled();
  });
});
