import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router-dom';

/**
 * The line under an account form: "Sudah punya akun? Masuk" (a question, dimmed, then the link),
 * or the link alone ("Kembali ke halaman masuk").
 */
export function AccountFooterLink(props: { question?: string; to: string; label: string }) {
  const link = (
    <Anchor component={Link} to={props.to} fw={600}>
      {props.label}
    </Anchor>
  );
  if (props.question === undefined) {
    return (
      <Text size="sm" ta="center" mt="lg">
        {link}
      </Text>
    );
  }
  return (
    <Text size="sm" c="dimmed" ta="center" mt="lg">
      {props.question} {link}
    </Text>
  );
}
