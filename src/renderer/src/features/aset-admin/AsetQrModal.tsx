import { Alert, Button, Center, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { asetPublicUrl } from '../../../../shared/keterbukaan/aset-address';
import type { AsetRecord } from '../../../../shared/keterbukaan/aset-list';
import { saveBlob } from '../../lib/save-blob';
import { notifyError } from '../../ui/admin-kit/admin-notify';
import { AsetQrCode } from './AsetQrCode';
import { labelFileName, labelPng } from './aset-qr';
import { usePublicSiteUrl } from './use-public-site-url';

/**
 * One asset's QR code (ORIGINAL.md §2.6), pointing at its public page under the configured public
 * address, never a hard-coded one (§10); "Unduh PNG" saves it framed with the name and code.
 * A private asset's code opens "not found" until it is shown to the public: the modal says so.
 */
export function AsetQrModal(props: { aset: AsetRecord | null; onClose(): void }) {
  const { url: siteUrl, error } = usePublicSiteUrl();
  const canvas = useRef<HTMLCanvasElement>(null);
  const [saving, setSaving] = useState(false);
  const { aset } = props;
  const url = aset && siteUrl ? asetPublicUrl(siteUrl, aset.id) : undefined;

  const download = async () => {
    if (!aset || !canvas.current) return;
    setSaving(true);
    try {
      saveBlob(await labelPng(canvas.current, aset), labelFileName(aset));
    } catch (e) {
      notifyError(e);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal opened={aset !== null} onClose={props.onClose} title="Kode QR Aset" centered>
      {aset && (
        <Stack gap="md" align="center">
          <Text fw={600} ta="center">
            {aset.namaAset}
          </Text>
          {error ? (
            <Alert color="red">Alamat situs tidak dapat dibaca: {error.message}</Alert>
          ) : url ? (
            <>
              <AsetQrCode ref={canvas} url={url} name={aset.namaAset} displaySize="240px" />
              <Text size="xs" c="dimmed" ta="center" style={{ overflowWrap: 'anywhere' }}>
                {url}
              </Text>
            </>
          ) : (
            <Center py="xl">
              <Loader aria-label="Memuat kode QR" />
            </Center>
          )}
          {!aset.published && (
            <Alert color="yellow" w="100%">
              Aset ini belum ditampilkan di publik: kode QR-nya membuka halaman &quot;tidak
              ditemukan&quot; sampai &quot;Tampilkan di Publik&quot; diaktifkan.
            </Alert>
          )}
          <Group justify="flex-end" w="100%">
            <Button variant="default" onClick={props.onClose}>
              Tutup
            </Button>
            <Button
              leftSection={<IconDownload size={16} aria-hidden />}
              onClick={() => void download()}
              loading={saving}
              disabled={!url}
            >
              Unduh PNG
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
