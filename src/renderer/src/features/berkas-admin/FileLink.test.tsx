import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, userEvent, waitFor } from '../../test/render';
import { AnswerValue } from './FileLink';
import { berkasBackend } from './testing';

const LINK = '/api/files/PSi3ym7dQ2xkN0aZ';

describe('AnswerValue for a stored file', () => {
  let saved: string[];
  beforeEach(() => {
    saved = [];
    // jsdom has no object URLs; the saving link only needs one to exist.
    URL.createObjectURL = () => 'blob:x';
    URL.revokeObjectURL = () => {};
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('shows and saves the name the student gave it, not the stored id', async () => {
    const { backend, berkasAdmin } = berkasBackend({});
    render(
      <AnswerValue
        value={LINK}
        file={{ name: 'proposal.pdf', bytes: 1024, mimeType: 'application/pdf' }}
      />,
      { backend },
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Unduh proposal.pdf' }));
    await waitFor(() => expect(saved).toEqual(['proposal.pdf']));
    expect(berkasAdmin.downloadFile).toHaveBeenCalledWith(LINK);
  });

  it('uses the name the download answers with when the detail has none', async () => {
    const { backend, berkasAdmin } = berkasBackend({});
    berkasAdmin.downloadFile.mockResolvedValueOnce({ blob: new Blob(['x']), name: 'rab.xlsx' });
    render(<AnswerValue value={LINK} label="Surat balasan" />, { backend });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Surat balasan' }));
    await waitFor(() => expect(saved).toEqual(['rab.xlsx']));
  });

  it('saves the reply letter under its fileName', async () => {
    const { backend } = berkasBackend({});
    render(
      <AnswerValue value={LINK} label="Surat balasan: balasan.pdf" downloadName="balasan.pdf" />,
      { backend },
    );
    await userEvent
      .setup()
      .click(screen.getByRole('button', { name: 'Surat balasan: balasan.pdf' }));
    await waitFor(() => expect(saved).toEqual(['balasan.pdf']));
  });
});
