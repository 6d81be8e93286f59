import { IconChevronDown } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useLocation } from 'react-router-dom';
import type { NavGroupItem } from './navigation';
import classes from './TopNavigation.module.css';

// The dropdown brings the popover machinery (floating-ui, about 35 KB gzip): it is downloaded
// when a visitor reaches for the button, not with every page, so the public pages keep their first
// load within budget (issue 15) now that the Informasi group has pages.
const loadMenu = () => import('./InformasiMenu').then((m) => ({ default: m.InformasiMenu }));
const InformasiMenu = lazy(loadMenu);

/**
 * The desktop Informasi button: a plain button until it is pointed at or pressed; then the real
 * dropdown (InformasiMenu) takes its place, already open when the button was pressed.
 */
export function InformasiTrigger(props: { group: NavGroupItem }) {
  const { pathname } = useLocation();
  const [wanted, setWanted] = useState<'ready' | 'open' | null>(null);
  const active = props.group.items.some((item) => pathname.startsWith(item.path));
  const button = (onReach?: () => void, onPress?: () => void) => (
    <button
      type="button"
      className={classes.link}
      aria-current={active ? 'page' : undefined}
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerEnter={onReach}
      // Focused from the keyboard: fetched on the way, so Enter opens it at once.
      onFocus={() => void loadMenu()}
      onClick={onPress}
    >
      {props.group.label}
      <IconChevronDown size={14} stroke={2} aria-hidden />
    </button>
  );
  const open = () => setWanted('open');
  if (!wanted)
    return button(
      // Pointed at: the dropdown is mounted (closed) as soon as it arrives, so hovering opens it.
      () => setWanted('ready'),
      open,
    );
  return (
    // Pressed while it downloads: it opens once it arrives.
    <Suspense fallback={button(undefined, open)}>
      <InformasiMenu group={props.group} defaultOpened={wanted === 'open'} />
    </Suspense>
  );
}
