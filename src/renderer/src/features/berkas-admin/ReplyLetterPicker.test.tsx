import { describe, expect, it, vi } from 'vitest';
import { BERKAS_MESSAGES } from '../../../../shared/berkas/status';
import type { Platform, PickFileResult } from '../../../../shared/platform';
import { PlatformProvider } from '../../platform/PlatformProvider';
import { render, screen, userEvent, waitFor } from '../../test/render';
import { ReplyLetterPicker } from './ReplyLetterPicker';

/** A host whose dialog answers with `result`. */
const platformAnswering = (result: PickFileResult): Platform => ({
  kind: 'web',
  supports: { nativeFilePicker: false, secureSessionVault: false },
  getAppInfo: vi.fn(),
  openExternal: vi.fn(),
  pickReplyLetter: vi.fn().mockResolvedValue(result),
  sessionVault: null,
  serverAddress: null,
});

const renderWith = (platform: Platform, onChange = vi.fn()) => {
  render(
    <PlatformProvider platform={platform}>
      <ReplyLetterPicker onChange={onChange} />
    </PlatformProvider>,
  );
  return onChange;
};

describe('ReplyLetterPicker', () => {
  it('asks the Platform and hands over the letter as a data URL with its name', async () => {
    const onChange = renderWith(
      platformAnswering({
        ok: true,
        file: {
          name: 'surat balasan.pdf',
          mimeType: 'application/pdf',
          bytes: 4,
          dataUrl: 'data:application/pdf;base64,JVBERg==',
        },
      }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Pilih Surat Balasan' }));
    await waitFor(() =>
      expect(onChange).toHaveBeenLastCalledWith({
        name: 'surat balasan.pdf',
        encoded: 'data:application/pdf;base64,JVBERg==;name=surat%20balasan.pdf',
      }),
    );
    expect(screen.getByTestId('reply-letter-name')).toHaveTextContent('surat balasan.pdf');
  });

  it('says a file over 5 MB is too large', async () => {
    const onChange = renderWith(platformAnswering({ ok: false, reason: 'too-large' }));
    await userEvent.click(screen.getByRole('button', { name: 'Pilih Surat Balasan' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(BERKAS_MESSAGES.fileTooLarge);
    expect(onChange).toHaveBeenCalledWith(null);
  });

  it('keeps the chosen letter when the dialog is cancelled', async () => {
    const platform = platformAnswering({
      ok: true,
      file: {
        name: 'a.pdf',
        mimeType: 'application/pdf',
        bytes: 1,
        dataUrl: 'data:application/pdf;base64,QQ==',
      },
    });
    const onChange = renderWith(platform);
    await userEvent.click(screen.getByRole('button', { name: 'Pilih Surat Balasan' }));
    await screen.findByTestId('reply-letter-name');
    vi.mocked(platform.pickReplyLetter).mockResolvedValue({ ok: false, reason: 'cancelled' });
    await userEvent.click(screen.getByRole('button', { name: 'Ganti Surat Balasan' }));
    expect(screen.getByTestId('reply-letter-name')).toHaveTextContent('a.pdf');
    expect(onChange).not.toHaveBeenCalledWith(null);
  });
});
