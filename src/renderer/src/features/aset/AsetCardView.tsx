import { Anchor, Card, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { tahunPerolehan } from '../../../../shared/keterbukaan/aset';
import type { AsetRow } from '../../../../shared/keterbukaan/aset-list';
import { useImageSrc } from '../../backend/use-image-src';
import { AsetBadges } from './AsetBadges';
import { CardThumbnail } from '../../ui/cards/CardThumbnail';
import card from '../../ui/cards/LinkedCard.module.css';
import { AsetInitials } from './AsetInitials';
import { asetPublicPath } from '../../../../shared/keterbukaan/aset-address';

/** An asset in the list: its first picture's thumbnail (or initials), badges, code, place, units. */
export function AsetCardView(props: { aset: AsetRow; eager?: boolean }) {
  const { aset, eager = false } = props;
  const picture = aset.gambar[0];
  const thumb = useImageSrc(picture?.thumbUrl);
  const tahun = tahunPerolehan(aset);
  return (
    <Card withBorder radius="md" padding="md" className={card.card} data-testid="aset-card">
      <Card.Section>
        {picture && thumb ? (
          <CardThumbnail
            src={thumb}
            alt={picture.alt}
            width={picture.width}
            height={picture.height}
            eager={eager}
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
          <Anchor component={Link} to={asetPublicPath(aset.id)} c="inherit" className={card.link}>
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
