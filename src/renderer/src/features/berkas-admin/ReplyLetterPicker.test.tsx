import { describe, expect, it, vi } from 'vitest';
import { BERKAS_MESSAGES } from '../../../../shared/berkas/status';
import { render, screen, userEvent, waitFor } from '../../test/render';
import { ReplyLetterPicker } from './ReplyLetterPicker';

const input = () => document.querySelector<HTMLInputElement>('input[type="file"]')!;

describe('ReplyLetterPicker', () => {
  it('refuses a file over 5 MB', async () => {
    const onChange = vi.fn();
    render(<ReplyLetterPicker onChange={onChange} />);
    const big = new File([new Uint8Array(5_242_881)], 'surat.pdf', { type: 'application/pdf' });
    await userEvent.upload(input(), big);
    expect(await screen.findByText(BERKAS_MESSAGES.fileTooLarge)).toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalledWith(expect.objectContaining({ name: 'surat.pdf' }));
  });

  it('hands over a small PDF as a data URL with its name', async () => {
    const onChange = vi.fn();
    render(<ReplyLetterPicker onChange={onChange} />);
    await userEvent.upload(
      input(),
      new File(['%PDF'], 'surat balasan.pdf', { type: 'application/pdf' }),
    );
    await waitFor(() =>
      expect(onChange).toHaveBeenLastCalledWith({
        name: 'surat balasan.pdf',
        encoded: expect.stringMatching(
          /^data:application\/pdf;base64,.+;name=surat%20balasan\.pdf$/,
        ),
      }),
    );
  });
});
