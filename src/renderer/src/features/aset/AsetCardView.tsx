import { Anchor, Card, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { tahunPerolehan } from '../../../../shared/keterbukaan/aset';
import type { AsetRow } from '../../../../shared/keterbukaan/aset-list';
import { useImageSrc } from '../../backend/use-image-src';
import { AsetBadges } from './AsetBadges';
import classes from './AsetCardView.module.css';
import { AsetInitials } from './AsetInitials';
import { asetPublicPath } from '../../../../shared/keterbukaan/aset-address';

const THUMB_STYLE = {
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: '3 / 2',
  objectFit: 'cover',
  background: 'var(--mantine-color-gray-1)',
} as const;

/** An asset in the list: its first picture's thumbnail (or initials), badges, code, place, units. */
export function AsetCardView(props: { aset: AsetRow; eager?: boolean }) {
  const { aset, eager = false } = props;
  const picture = aset.gambar[0];
  const thumb = useImageSrc(picture?.thumbUrl);
  const tahun = tahunPerolehan(aset);
  return (
    <Card withBorder radius="md" padding="md" className={classes.card} data-testid="aset-card">
      <Card.Section>
        {picture && thumb ? (
          <img
            src={thumb}
            alt={picture.alt}
            width={picture.width}
            height={picture.height}
            loading={eager ? 'eager' : 'lazy'}
            decoding="async"
            // Inline: the server's HTML paints it at its final size before the page's CSS.
            style={THUMB_STYLE}
          />
        ) : (
          <AsetInitials name={aset.namaAset} />
        )}
      </Card.Section>
      <Stack gap={6} mt="md">
        <AsetBadges
          dapatDipinjamkan={aset.dapatDipinjamkan}
          statusKondisi={aset.statusKondisi}
          statusPeminjaman={aset.statusPeminjaman}
        />
        <Title order={2} size="h4">
          <Anchor
            component={Link}
            to={asetPublicPath(aset.id)}
            c="inherit"
            className={classes.link}
          >
            {aset.namaAset}
          </Anchor>
        </Title>
        <Text size="sm" c="dimmed">
          Kode: {aset.kodeAset || '-'}
        </Text>
        <Text size="sm" c="dimmed">
          Lokasi: {aset.lokasiPenyimpanan || '-'}
        </Text>
        <Text size="sm">
          <strong>{aset.jumlahAset.toLocaleString('id-ID')} Unit</strong>
          {tahun ? ` · Perolehan ${tahun}` : ''} ({aset.tipePerolehan})
        </Text>
      </Stack>
    </Card>
  );
}
