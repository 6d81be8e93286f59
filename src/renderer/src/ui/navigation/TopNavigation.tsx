import { Burger, Button, Container, Group } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import type { Navigation } from '../../app/navigation';
import { BrandLink } from './BrandLink';
import classes from './TopNavigation.module.css';

// The dropdown brings the popover machinery (floating-ui); pages without it should not pay for it.
const InformasiMenu = lazy(() =>
  import('./InformasiMenu').then((m) => ({ default: m.InformasiMenu })),
);

// The drawer (modal, focus trap, scroll lock) is only needed once a phone user opens it.
const loadDrawer = () => import('./NavDrawer').then((m) => ({ default: m.NavDrawer }));
const NavDrawer = lazy(loadDrawer);

/** The public top bar: links at 1024 px and wider, a burger and a drawer below. */
export function TopNavigation(props: { navigation: Navigation }) {
  const { navigation } = props;
  const [opened, drawer] = useDisclosure(false);
  const [drawerWanted, setDrawerWanted] = useState(false);
  const { pathname } = useLocation();
  const closeDrawer = drawer.close;
  // A choice in the drawer navigates; the drawer then gets out of the way.
  useEffect(() => closeDrawer(), [pathname, closeDrawer]);

  return (
    <header className={classes.header}>
      <Container size="lg" className={classes.inner}>
        <BrandLink />
        <Group component="nav" aria-label="Navigasi utama" gap={2} visibleFrom="lg">
          {navigation.primary.map((item) =>
            item.kind === 'link' ? (
              <NavLink
                key={item.path}
                to={item.path}
                end={item.path === '/'}
                className={classes.link}
              >
                {item.label}
              </NavLink>
            ) : (
              <Suspense
                key={item.label}
                fallback={
                  <button type="button" className={classes.link}>
                    {item.label}
                  </button>
                }
              >
                <InformasiMenu group={item} />
              </Suspense>
            ),
          )}
        </Group>
        <Group gap="xs" visibleFrom="lg">
          {navigation.evoting && (
            <Button
              component={Link}
              to={navigation.evoting.path}
              color="gold.5"
              c="navy.9"
              radius="xl"
            >
              {navigation.evoting.label}
            </Button>
          )}
          {navigation.login && (
            <Button
              component={Link}
              to={navigation.login.path}
              variant="outline"
              color="gray.0"
              radius="xl"
            >
              {navigation.login.label}
            </Button>
          )}
        </Group>
        <Burger
          opened={opened}
          onClick={() => {
            setDrawerWanted(true);
            drawer.toggle();
          }}
          // Starts the download on touch, a moment before the click arrives.
          onPointerDown={() => void loadDrawer()}
          color="white"
          hiddenFrom="lg"
          aria-label={opened ? 'Tutup menu navigasi' : 'Buka menu navigasi'}
          aria-expanded={opened}
        />
      </Container>
      {drawerWanted && (
        <Suspense fallback={null}>
          <NavDrawer opened={opened} onClose={drawer.close} navigation={navigation} />
        </Suspense>
      )}
    </header>
  );
}
