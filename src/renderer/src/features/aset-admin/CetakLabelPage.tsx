import { Alert, Anchor, Button, Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconPrinter } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router-dom';
import type { AsetRecord } from '../../../../shared/keterbukaan/aset-list';
import { asetResource } from '../../../../shared/keterbukaan/aset-resource';
import { useResourceList } from '../../backend/use-resource';
import { AsetLabel } from './AsetLabel';
import classes from './CetakLabelPage.module.css';
import { usePublicSiteUrl } from './use-public-site-url';

/** The sheet's own page size while it is shown (a <style> React keeps only while mounted). */
const PAGE_STYLE = '@page { size: A4 portrait; margin: 8mm; }';

/** The assets chosen in Kelola Aset: `?id=…&id=…`, in that order, once each. */
function chosen(records: readonly AsetRecord[], ids: readonly string[]): AsetRecord[] {
  const byId = new Map(records.map((record) => [record.id, record]));
  return [...new Set(ids)].flatMap((id) => {
    const record = byId.get(id);
    return record ? [record] : [];
  });
}

/**
 * /admin/aset-bem/cetak-label: an A4 sheet of labels for the assets chosen in Kelola Aset (issue
 * 17 item 7), each with the QR code of its public page under the configured public address.
 * "Cetak" opens the browser's print dialog; the sheet prints without the admin shell.
 */
export default function CetakLabelPage() {
  const [search] = useSearchParams();
  const { records, error } = useResourceList(asetResource, 'all');
  const { url: siteUrl, error: siteError } = usePublicSiteUrl();
  const ids = search.getAll('id');
  const assets = records ? chosen(records as AsetRecord[], ids) : undefined;
  const failure = error ?? siteError;

  return (
    <Stack gap="md">
      <style>{PAGE_STYLE}</style>
      <Group justify="space-between" className={classes.noPrint}>
        <Anchor component={Link} to="/admin/aset-bem" size="sm">
          <Group gap={4} component="span">
            <IconArrowLeft size={16} aria-hidden />
            Kembali ke Kelola Aset
          </Group>
        </Anchor>
        <Button
          leftSection={<IconPrinter size={16} aria-hidden />}
          onClick={() => window.print()}
          disabled={!assets || assets.length === 0 || !siteUrl}
        >
          Cetak
        </Button>
      </Group>
      <div className={classes.noPrint}>
        <Title order={1}>Cetak Label Aset</Title>
        <Text size="sm" c="dimmed">
          Kertas A4, tiga label per baris; gunting mengikuti garis putus-putus. Kode QR membuka
          halaman publik aset{siteUrl ? ` di ${siteUrl}` : ''}.
        </Text>
      </div>
      {failure ? (
        <Alert color="red">{failure.message}</Alert>
      ) : !assets || !siteUrl ? (
        <Center py="xl">
          <Loader aria-label="Memuat label" />
        </Center>
      ) : assets.length === 0 ? (
        <Alert color="yellow" className={classes.noPrint}>
          Belum ada aset yang dipilih. Pilih aset di Kelola Aset, lalu tekan &quot;Cetak
          Label&quot;.
        </Alert>
      ) : (
        <>
          {assets.some((aset) => !aset.published) && (
            <Alert color="yellow" className={classes.noPrint}>
              Sebagian aset belum ditampilkan di publik: kode QR-nya membuka halaman &quot;tidak
              ditemukan&quot; sampai &quot;Tampilkan di Publik&quot; diaktifkan.
            </Alert>
          )}
          <section className={classes.sheet} aria-label={`${assets.length} label aset`}>
            {assets.map((aset) => (
              <AsetLabel key={aset.id} aset={aset} siteUrl={siteUrl} />
            ))}
          </section>
        </>
      )}
    </Stack>
  );
}
