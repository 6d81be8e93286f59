import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { BERKAS_MESSAGES } from '../../../../shared/berkas/status';
import { render, screen, userEvent, waitFor } from '../../test/render';
import { FileOrLinkInput, LINK_REMINDER } from './FileOrLinkInput';

/** A PDF that claims `size` bytes without allocating them. */
function fakePdf(size: number): File {
  const file = new File(['%PDF-1.4'], 'proposal.pdf', { type: 'application/pdf' });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

function Harness(props: { onFile(value: string): void }) {
  const [file, setFile] = useState('');
  const [link, setLink] = useState('');
  const [useLink, setUseLink] = useState(false);
  return (
    <FileOrLinkInput
      label="Berkas Pengajuan"
      fieldName="berkas"
      required
      file={file}
      link={link}
      useLink={useLink}
      onFileChange={(value) => {
        setFile(value);
        props.onFile(value);
      }}
      onLinkChange={setLink}
      onUseLinkChange={setUseLink}
    />
  );
}

const fileInput = () => {
  const input = document.querySelector<HTMLInputElement>('input[type="file"][name="berkas"]');
  if (!input) throw new Error('no file input');
  return input;
};

describe('FileOrLinkInput', () => {
  it('keeps a file of exactly 5,242,880 bytes as a named data URL', async () => {
    const onFile = vi.fn();
    render(<Harness onFile={onFile} />);
    await userEvent.setup().upload(fileInput(), fakePdf(5_242_880));
    await waitFor(() =>
      expect(onFile).toHaveBeenLastCalledWith(
        expect.stringMatching(/^data:application\/pdf;base64,.*;name=proposal\.pdf$/),
      ),
    );
    expect(screen.queryByText(BERKAS_MESSAGES.fileTooLarge)).not.toBeInTheDocument();
  });

  it('refuses 5,242,881 bytes with the exact message and keeps nothing', async () => {
    const onFile = vi.fn();
    render(<Harness onFile={onFile} />);
    await userEvent.setup().upload(fileInput(), fakePdf(5_242_881));
    expect(
      await screen.findByText(
        "Ukuran file terlalu besar (Maks 5MB). Silakan gunakan opsi 'Gunakan Tautan'.",
      ),
    ).toBeInTheDocument();
    expect(onFile).toHaveBeenLastCalledWith('');
  });

  it('offers a link instead through "Gunakan Tautan", with the sharing reminder', async () => {
    render(<Harness onFile={vi.fn()} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('switch', { name: 'Gunakan Tautan' }));
    expect(screen.getByText(LINK_REMINDER)).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /Berkas Pengajuan/ }), 'drive.google.com');
    await user.tab();
    expect(
      await screen.findByText('Tautan harus diawali http:// atau https://.'),
    ).toBeInTheDocument();
  });
});
