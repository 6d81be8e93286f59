import { Burger, Group, Loader, Text } from '@mantine/core';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { useSession } from '../session/SessionProvider';
import classes from './AreaShell.module.css';

/** What an area's sidebar gets from the shell: close on navigation, sign out, and its state. */
export interface AreaSidebarProps {
  onNavigate(): void;
  onLogout(): void;
  loggingOut: boolean;
}

/**
 * The frame of a signed-in staff area, the admin dashboard and an election's committee alike: a
 * skip link, on a phone a header with the menu button and the area's title, the sidebar (a
 * drawer on a phone, closed by Escape, a tap beside it or any navigation), and the page. Signing
 * out ends the session and goes to /login. What differs is the area's own: its sidebar, its
 * title, the words of its menu button and what its pages get from the outlet.
 */
export function AreaShell(props: {
  /** The sidebar's element id (the menu button controls it). */
  sidebarId: string;
  /** "admin", "panitia": the menu button's "Buka menu …" / "Tutup menu …". */
  menuName: string;
  /** The phone header's title; a long one is cut with an ellipsis. */
  title: string;
  sidebar: (props: AreaSidebarProps) => ReactNode;
  /** What the area's pages read with useOutletContext. */
  context: unknown;
}) {
  const { signOut } = useSession();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const burgerRef = useRef<HTMLButtonElement>(null);
  // The phone sidebar is open on the path where it was opened: any navigation closes it.
  const [openedOn, setOpenedOn] = useState<string | null>(null);
  const sidebarOpen = openedOn === pathname;
  const [loggingOut, setLoggingOut] = useState(false);
  const close = () => setOpenedOn(null);

  useEffect(() => {
    if (!sidebarOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpenedOn(null);
      burgerRef.current?.focus();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [sidebarOpen]);

  const logout = async () => {
    setLoggingOut(true);
    try {
      await signOut();
    } catch {
      // signOut ends the session locally whatever the server answered.
    }
    navigate('/login', { replace: true });
  };

  return (
    <div className={classes.shell}>
      <a href="#konten" className="skip-link">
        Langsung ke konten
      </a>
      <header className={classes.mobileHeader}>
        <Burger
          ref={burgerRef}
          opened={sidebarOpen}
          onClick={() => setOpenedOn(sidebarOpen ? null : pathname)}
          color="white"
          size="sm"
          aria-label={`${sidebarOpen ? 'Tutup' : 'Buka'} menu ${props.menuName}`}
          aria-expanded={sidebarOpen}
          aria-controls={props.sidebarId}
        />
        <span className={classes.mobileTitle}>{props.title}</span>
      </header>
      {sidebarOpen && <div className={classes.overlay} onClick={close} aria-hidden="true" />}
      <aside id={props.sidebarId} className={classes.sidebar} data-open={sidebarOpen || undefined}>
        {props.sidebar({ onNavigate: close, onLogout: () => void logout(), loggingOut })}
      </aside>
      <main id="konten" className={classes.main}>
        <Outlet context={props.context} />
      </main>
    </div>
  );
}

/** An area's full-screen wait (the profile, the election), announced to screen readers. */
export function AreaLoading(props: { label: string }) {
  return (
    <Group justify="center" className={classes.fullScreen} role="status" aria-live="polite">
      <Loader aria-hidden />
      <Text c="dimmed">{props.label}</Text>
    </Group>
  );
}
