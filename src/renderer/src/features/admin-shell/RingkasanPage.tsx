import {
  Anchor,
  Button,
  Group,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { HeadedPanel } from '../../ui/HeadedPanel';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { UserProfile } from '../../../../shared/accounts';
import { ADMIN_MENU, adminMenuEntry, canUseAdminArea } from '../../../../shared/admin-menu';
import { adminPageExists } from '../../shell/navigation/built-pages';
import { useBackendQuery } from '../../backend/use-backend-query';
import { formatDateTime } from '../../lib/dates';
import { LoadError } from '../../ui/feedback/AsyncContent';
import { useChangeTicks } from '../berkas-admin/use-submissions';
import { WorkQueuePanel } from '../berkas-admin/WorkQueuePanel';
import { ADMIN_AREA_ICONS } from './admin-icons';
import { useAdminUser } from './admin-context';
import { firstName, greetingFor, roleSentence } from './greeting';

/**
 * /admin: who is signed in, today's date, what waits for them in SI-BERKAS, master's account
 * counts, and the areas one can use.
 */
export default function RingkasanPage() {
  const user = useAdminUser();
  const [now] = useState(() => new Date());
  return (
    <Stack gap="xl" maw={1100}>
      <title>Ringkasan · Admin BEM KM Poltek Nuklir</title>
      <div>
        <Text c="dimmed" fw={600} size="sm" tt="uppercase">
          {formatDateTime(now, 'dddd, D MMMM YYYY')}
        </Text>
        <Title order={1}>Ringkasan</Title>
      </div>
      <Paper withBorder p="lg">
        <Title order={2} size="h3">
          {greetingFor(now)}, {firstName(user.namaTampilan)}!
        </Title>
        <Text mt={4}>{roleSentence(user)}</Text>
      </Paper>
      {canUseAdminArea(user, adminMenuEntry('berkas')) && adminPageExists('berkas') && (
        <BerkasQueue />
      )}
      {user.role === 'master' && <MasterStats />}
      <AreaLinks user={user} />
    </Stack>
  );
}

/** What waits for this user in SI-BERKAS, kept live by the panel's change ticks. */
function BerkasQueue() {
  return <WorkQueuePanel ticks={useChangeTicks()} />;
}

function MasterStats() {
  const summary = useBackendQuery([], (b) => b.admin.summary());
  if (summary.error) {
    return (
      <LoadError title="Ringkasan gagal dimuat" error={summary.error} onRetry={summary.refresh} />
    );
  }
  // Each card shows its own placeholder while the counts are read.
  const counts = summary.loading ? null : (summary.value?.counts ?? null);
  return (
    <section aria-labelledby="ringkasan-akun">
      <Title order={2} size="h4" id="ringkasan-akun" mb="sm">
        Akun
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <StatCard label="Total Pengguna" value={counts && counts.totalUsers} />
        <StatCard
          label="Menunggu Persetujuan"
          value={counts && counts.pendingUsers}
          link={
            adminPageExists('kelola-admin')
              ? { to: '/admin/kelola-admin', label: 'Tinjau di Kelola Pengguna' }
              : undefined
          }
        />
        <StatCard label="Admin Aktif" value={counts && counts.admins} />
      </SimpleGrid>
    </section>
  );
}

function StatCard(props: {
  label: string;
  /** null while loading. */
  value: number | undefined | null;
  link?: { to: string; label: string } | undefined;
}) {
  const { label, value, link } = props;
  return (
    <Paper withBorder p="lg">
      <Text c="dimmed" size="sm" fw={600}>
        {label}
      </Text>
      {value === null ? (
        <Skeleton height={36} width={72} mt={6} aria-label={`Memuat ${label}`} />
      ) : (
        <Text fz={32} fw={700} lh={1.3}>
          {value ?? 0}
        </Text>
      )}
      {link && (
        <Anchor component={Link} to={link.to} size="sm">
          {link.label}
        </Anchor>
      )}
    </Paper>
  );
}

/** The sidebar's entries other than Ringkasan, as quick links. */
function AreaLinks(props: { user: UserProfile }) {
  const entries = ADMIN_MENU.filter(
    (entry) =>
      entry.key !== 'ringkasan' && adminPageExists(entry.key) && canUseAdminArea(props.user, entry),
  );
  return (
    <HeadedPanel id="ringkasan-area" title="Area yang dapat Anda kelola" p="lg">
      <Group gap="sm">
        {entries.map((entry) => {
          const Icon = ADMIN_AREA_ICONS[entry.key];
          return (
            <Button
              key={entry.key}
              component={Link}
              to={entry.path}
              variant="light"
              leftSection={<Icon size={18} aria-hidden />}
            >
              {entry.label}
            </Button>
          );
        })}
      </Group>
    </HeadedPanel>
  );
}
