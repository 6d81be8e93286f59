import { Anchor, Container, Stack, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link, useParams } from 'react-router-dom';
import { ASET_LIST_PATH } from '../../../../shared/keterbukaan/aset-address';
import { asetList, type AsetRow } from '../../../../shared/keterbukaan/aset-list';
import { usePublicListItem } from '../../backend/use-public-list-item';
import { useRecordHead } from '../../shell/navigation/record-head';
import { AsyncContent } from '../../ui/feedback/AsyncContent';
import { ImageGallery } from '../../ui/images/ImageGallery';
import NotFoundPage from '../errors/NotFoundPage';
import { AsetBadges } from './AsetBadges';
import classes from './AsetDetailPage.module.css';
import { AsetInitials } from './AsetInitials';
import { formatAsetDay, formatAsetInstant, pinjamLabel } from './aset-format';

/** A link preview's description of an asset. */
const previewOf = (aset: AsetRow): string =>
  [
    `${aset.jumlahAset} unit`,
    `kondisi ${aset.statusKondisi.toLowerCase()}`,
    aset.lokasiPenyimpanan ? `disimpan di ${aset.lokasiPenyimpanan}` : '',
    aset.dapatDipinjamkan ? 'dapat dipinjam' : 'tidak dipinjamkan',
  ]
    .filter(Boolean)
    .join(', ') + '. Inventaris aset BEM KM Poltek Nuklir.';

function Row(props: { label: string; children: string }) {
  return (
    <tr>
      <th scope="row">{props.label}</th>
      <td>{props.children}</td>
    </tr>
  );
}

/**
 * One asset /keterbukaan-informasi/inventaris/{assetId} (ORIGINAL.md §2.5), the page its QR label
 * opens (the declared list's item). A private or unknown asset does not exist for the public: the
 * backend answers null, and the server sends the 404 page with status 404 (useRecordHead).
 */
export default function AsetDetailPage() {
  const { assetId = '' } = useParams();
  const { value: aset, error } = usePublicListItem(asetList, assetId);
  useRecordHead(
    aset === undefined
      ? undefined
      : aset === null
        ? null
        : { title: aset.namaAset, description: previewOf(aset), image: aset.gambar[0]?.url },
  );
  if (aset === null) return <NotFoundPage />;
  return (
    <Container size="md" py={40}>
      <Anchor component={Link} to={ASET_LIST_PATH} size="sm" mb="lg" display="inline-flex">
        <IconArrowLeft size={16} aria-hidden style={{ marginRight: 4 }} />
        Kembali ke Inventaris
      </Anchor>
      <AsyncContent
        value={aset}
        error={error}
        errorTitle="Aset tidak dapat dimuat"
        loadingLabel="Memuat aset"
      >
        {(item) => (
          <article>
            {item.gambar.length > 0 ? (
              <ImageGallery images={item.gambar} />
            ) : (
              <AsetInitials name={item.namaAset} large />
            )}
            <Stack gap="sm" mb="lg">
              <AsetBadges
                size="md"
                dapatDipinjamkan={item.dapatDipinjamkan}
                statusKondisi={item.statusKondisi}
                statusPeminjaman={item.statusPeminjaman}
              />
              <Title order={1} style={{ overflowWrap: 'anywhere' }}>
                {item.namaAset}
              </Title>
            </Stack>
            {/* A plain table: Mantine's Table brings its scroll container (ScrollArea and the
                floating-ui chunk, ~20 KB gzip) to a page whose QR label phones open first. */}
            <table className={classes.facts}>
              <tbody>
                <Row label="Kode Aset">{item.kodeAset || '-'}</Row>
                <Row label="Lokasi Penyimpanan">{item.lokasiPenyimpanan || '-'}</Row>
                <Row label="Ketersediaan Pinjam">
                  {`${pinjamLabel(item.dapatDipinjamkan)} · ${item.statusPeminjaman}`}
                </Row>
                <Row label="Kuantitas">{`${item.jumlahAset.toLocaleString('id-ID')} Unit`}</Row>
                <Row label="Tanggal Perolehan">
                  {formatAsetDay(item.tanggalPerolehan) || 'Tidak diketahui'}
                </Row>
                <Row label="Tipe Perolehan">{item.tipePerolehan}</Row>
                <Row label="Sumber/Keterangan">{item.sumberKeterangan || '-'}</Row>
                <Row label="Terakhir Diperbarui">{formatAsetInstant(item.diperbarui) || '-'}</Row>
              </tbody>
            </table>
          </article>
        )}
      </AsyncContent>
    </Container>
  );
}
