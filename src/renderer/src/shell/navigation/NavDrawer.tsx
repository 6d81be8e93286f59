import { Button, Drawer, Group, Stack, Text } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { Suspense } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { accountMenuLinks } from '../../../../shared/admin-menu';
import type { AccountNavigation, Navigation } from './navigation';
import { LazyUserAvatar } from '../../ui/LazyUserAvatar';
import classes from './TopNavigation.module.css';

/**
 * The navigation below 1024 px: every entry of the bar, the Informasi pages as a group, and the
 * links only the drawer has room for.
 */
export function NavDrawer(props: {
  opened: boolean;
  onClose: () => void;
  navigation: Navigation;
  /** The signed-in user's section: the same entries as the bar's profile menu. */
  account?: AccountNavigation | undefined;
}) {
  const { navigation, account } = props;
  return (
    <Drawer
      opened={props.opened}
      onClose={props.onClose}
      position="right"
      size="min(320px, 85vw)"
      title="Menu"
      closeButtonProps={{ 'aria-label': 'Tutup menu navigasi' }}
      hiddenFrom="lg"
    >
      <Stack component="nav" aria-label="Navigasi utama" gap={2}>
        {navigation.drawer.map((item) =>
          item.kind === 'link' ? (
            <NavLink
              key={item.path}
              to={item.path}
              end={item.path === '/'}
              className={classes.drawerLink}
            >
              {item.label}
            </NavLink>
          ) : (
            <div
              key={item.label}
              className={classes.drawerGroup}
              role="group"
              aria-label={item.label}
            >
              <div className={classes.drawerGroupLabel}>{item.label}</div>
              {item.items.map((child) => (
                <NavLink key={child.path} to={child.path} className={classes.drawerLink}>
                  {child.label}
                </NavLink>
              ))}
            </div>
          ),
        )}
        {navigation.evoting && (
          <Button component={Link} to={navigation.evoting.path} color="gold.5" c="navy.9" mt="md">
            {navigation.evoting.label}
          </Button>
        )}
        {navigation.login && (
          <Button component={Link} to={navigation.login.path} variant="outline" mt="xs">
            {navigation.login.label}
          </Button>
        )}
      </Stack>
      {account && (
        <div className={classes.drawerGroup} role="group" aria-label="Akun">
          <div className={classes.drawerGroupLabel}>Akun</div>
          <Group gap="sm" wrap="nowrap" px={16} py={8}>
            <span aria-hidden style={{ display: 'inline-flex' }}>
              {/* Loaded by the bar already, as soon as the user was signed in. */}
              <Suspense fallback={<span style={{ width: 36, height: 36 }} />}>
                <LazyUserAvatar
                  name={account.user.namaTampilan}
                  photo={account.user.foto}
                  size={36}
                />
              </Suspense>
            </span>
            <div style={{ minWidth: 0 }}>
              <Text size="sm" fw={600} truncate="end">
                {account.user.namaTampilan}
              </Text>
              <Text size="xs" c="dimmed" truncate="end">
                {account.user.email}
              </Text>
            </div>
          </Group>
          {accountMenuLinks(account.user).map((link) => (
            <NavLink key={link.path} to={link.path} end className={classes.drawerLink}>
              {link.label}
            </NavLink>
          ))}
          <Button
            variant="light"
            color="red"
            fullWidth
            mt="xs"
            leftSection={<IconLogout size={16} aria-hidden />}
            onClick={account.onLogout}
          >
            Logout
          </Button>
        </div>
      )}
    </Drawer>
  );
}
