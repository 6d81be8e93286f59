import { Alert, Button, Stack } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { AuthCard } from './AuthCard';

/**
 * A reset link that cannot be used (malformed, used, expired): why, a way to ask for a new one
 * where that helps, and the way back to signing in.
 */
export function ResetLinkProblem(props: {
  title: string;
  message: string;
  newLink?: { to: string; label: string } | undefined;
  loginPath: string;
}) {
  return (
    <AuthCard title={props.title}>
      <Alert color="red" role="alert" icon={<IconAlertCircle size={18} aria-hidden />} mb="lg">
        {props.message}
      </Alert>
      <Stack gap="sm">
        {props.newLink && (
          <Button component={Link} to={props.newLink.to} fullWidth>
            {props.newLink.label}
          </Button>
        )}
        <Button component={Link} to={props.loginPath} variant="default" fullWidth>
          Kembali ke halaman masuk
        </Button>
      </Stack>
    </AuthCard>
  );
}
