import { Container, Text, Title } from '@mantine/core';
import { useLocation } from 'react-router-dom';

/** Stands in for pages not built yet: names its path and is tall enough to scroll. */
export default function HarnessPage() {
  const { pathname } = useLocation();
  return (
    <Container py="xl" style={{ minHeight: '250vh' }}>
      <Title order={1}>Halaman uji {pathname}</Title>
      <Text>Halaman ini hanya ada di rangkaian uji navigasi.</Text>
    </Container>
  );
}
