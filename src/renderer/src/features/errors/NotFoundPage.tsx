import { Button, Container, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';

export default function NotFoundPage() {
  return (
    <Container size="sm" py={96} ta="center">
      <Text c="gold.7" fw={700} size="xl">
        404
      </Text>
      <Title order={1} mb="sm">
        Halaman tidak ditemukan
      </Title>
      <Text c="dimmed" mb="xl">
        Alamat yang Anda buka tidak ada atau telah dipindahkan. Periksa kembali alamatnya, atau
        kembali ke beranda.
      </Text>
      <Button component={Link} to="/">
        Kembali ke Beranda
      </Button>
    </Container>
  );
}
