import { Button, Drawer, Stack } from '@mantine/core';
import { Link, NavLink } from 'react-router-dom';
import type { Navigation } from '../../app/navigation';
import classes from './TopNavigation.module.css';

/** The navigation below 1024 px: every entry of the bar, the Informasi pages as a group. */
export function NavDrawer(props: { opened: boolean; onClose: () => void; navigation: Navigation }) {
  const { navigation } = props;
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
        {navigation.primary.map((item) =>
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
    </Drawer>
  );
}
