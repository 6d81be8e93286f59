import { Burger, Button, Container, Group, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { notifications } from '../../ui/feedback/notify';
import { IconChevronDown } from '@tabler/icons-react';
import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { Link, NavLink, useLocation, useNavigate } from 'react-router-dom';
import type { AccountNavigation, Navigation, NavGroupItem } from './navigation';
import { useSession } from '../session/SessionProvider';
import { LazyUserAvatar } from '../../ui/LazyUserAvatar';
import { BrandLink } from './BrandLink';
import classes from './TopNavigation.module.css';

// The dropdown brings the popover machinery (floating-ui, about 30 KB gzip with Menu): it is
// downloaded when a visitor reaches for it, not with every page.
const loadInformasiMenu = () =>
  import('./InformasiMenu').then((m) => ({ default: m.InformasiMenu }));
const InformasiMenu = lazy(loadInformasiMenu);

/**
 * The Informasi dropdown's place in the bar: a plain button until it is pressed; then the menu
 * arrives open, with the focus on its button. The pointer over it or the focus on it starts the
 * download, so the menu is usually there by the click.
 */
function InformasiGroup(props: { group: NavGroupItem }) {
  const { group } = props;
  const { pathname } = useLocation();
  const [wanted, setWanted] = useState(false);
  const active = group.items.some((item) => pathname.startsWith(item.path));
  const placeholder = (
    <button
      type="button"
      className={classes.link}
      aria-current={active ? 'page' : undefined}
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerEnter={() => void loadInformasiMenu()}
      // Reaching it starts the download; pressing it (mouse, touch, Enter, Space) opens the menu.
      // The button is swapped only then: swapped on focus, it would be gone before the click.
      onFocus={() => void loadInformasiMenu()}
      onClick={() => setWanted(true)}
    >
      {group.label}
      <IconChevronDown size={14} stroke={2} aria-hidden />
    </button>
  );
  if (!wanted) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <InformasiMenu group={group} defaultOpened focusOnMount />
    </Suspense>
  );
}

// The drawer (modal, focus trap, scroll lock) is only needed once a phone user opens it.
const loadDrawer = () => import('./NavDrawer').then((m) => ({ default: m.NavDrawer }));
const NavDrawer = lazy(loadDrawer);

// The profile menu is a popover too; only signed-in users download it (with their links, which
// come from the admin menu).
const UserMenu = lazy(() => import('./UserMenu').then((m) => ({ default: m.UserMenu })));

/**
 * The account part of the navigation while someone is signed in: the user and Logout (which goes
 * to '/'), for the bar and the drawer; each lists the user's links (SPEC.md §2) itself.
 */
function useAccountNavigation(onLoggedOut: () => void): AccountNavigation | undefined {
  const { session, signOut } = useSession();
  const navigate = useNavigate();
  const onLogout = useCallback(() => {
    onLoggedOut();
    // Signed out locally even if the server cannot be reached.
    void signOut()
      .catch(() => undefined)
      .then(() => {
        notifications.show({ message: 'Anda telah keluar.' });
        navigate('/');
      });
  }, [signOut, navigate, onLoggedOut]);
  const user = session.status === 'signed-in' ? session.user : null;
  return useMemo(() => (user ? { user, onLogout } : undefined), [user, onLogout]);
}

/** The public top bar: links at 1024 px and wider, a burger and a drawer below. */
export function TopNavigation(props: { navigation: Navigation }) {
  const { navigation } = props;
  const [opened, drawer] = useDisclosure(false);
  const [drawerWanted, setDrawerWanted] = useState(false);
  const { pathname } = useLocation();
  const closeDrawer = drawer.close;
  // A choice in the drawer navigates; the drawer then gets out of the way.
  useEffect(() => closeDrawer(), [pathname, closeDrawer]);
  const account = useAccountNavigation(closeDrawer);
  const accountTrigger = account && (
    // Named by its content ("Menu akun" read, the name shown): an aria-label would leave out the
    // text on screen (axe label-content-name-mismatch, WCAG 2.5.3).
    <button type="button" className={classes.link}>
      <span aria-hidden style={{ display: 'inline-flex' }}>
        <LazyUserAvatar name={account.user.namaTampilan} photo={account.user.foto} size={28} />
      </span>
      <span className={classes.visuallyHidden}>Menu akun</span>{' '}
      <Text span size="sm" fw={500} maw={140} truncate="end">
        {account.user.namaTampilan}
      </Text>
      <IconChevronDown size={14} stroke={2} aria-hidden />
    </button>
  );

  return (
    // Signed in, the account menu takes the wordmark's room (TopNavigation.module.css).
    <header className={classes.header} data-signed-in={account ? true : undefined}>
      <Container size="lg" className={classes.inner}>
        <BrandLink />
        <Group component="nav" aria-label="Navigasi utama" gap={2} wrap="nowrap" visibleFrom="lg">
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
              <InformasiGroup key={item.label} group={item} />
            ),
          )}
        </Group>
        <Group gap="xs" wrap="nowrap" visibleFrom="lg">
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
          {account && accountTrigger && (
            // The button appears whole, with its avatar, once its menu is here too (both load on
            // sign-in): never a button that does nothing when pressed.
            <Suspense fallback={null}>
              <UserMenu user={account.user} onLogout={account.onLogout} trigger={accountTrigger} />
            </Suspense>
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
          <NavDrawer
            opened={opened}
            onClose={drawer.close}
            navigation={navigation}
            account={account}
          />
        </Suspense>
      )}
    </header>
  );
}
