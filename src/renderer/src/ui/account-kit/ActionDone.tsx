import { Alert, Button } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { AuthCard } from './AuthCard';

/** What a registration, reset request or reset ends with: the server's message and a way on. */
export function ActionDone(props: {
  title: string;
  message: string;
  linkLabel: string;
  /** Where the way on leads: the staff sign-in unless said. */
  to?: string;
}) {
  return (
    <AuthCard title={props.title}>
      <Alert color="green" role="status" icon={<IconCircleCheck size={18} aria-hidden />} mb="lg">
        {props.message}
      </Alert>
      <Button component={Link} to={props.to ?? '/login'} fullWidth>
        {props.linkLabel}
      </Button>
    </AuthCard>
  );
}
