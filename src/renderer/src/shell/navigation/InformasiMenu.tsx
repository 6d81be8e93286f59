import { Menu } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import type { NavGroupItem } from './navigation';
import classes from './TopNavigation.module.css';

/** The desktop Informasi dropdown: opens on click or hover, fully usable with the keyboard. */
export function InformasiMenu(props: {
  group: NavGroupItem;
  /** Open at once: the visitor pressed the button that stood here while this loaded. */
  defaultOpened?: boolean;
  /** Take the focus: it was on that button. */
  focusOnMount?: boolean;
}) {
  const { pathname } = useLocation();
  const target = useRef<HTMLButtonElement>(null);
  const { focusOnMount } = props;
  // Controlled: a menu that arrives because it was pressed opens at once.
  const [opened, setOpened] = useState(props.defaultOpened ?? false);
  useEffect(() => {
    if (focusOnMount) target.current?.focus();
  }, [focusOnMount]);
  const active = props.group.items.some((item) => pathname.startsWith(item.path));
  return (
    <Menu
      trigger="click-hover"
      openDelay={50}
      closeDelay={150}
      position="bottom-start"
      shadow="md"
      withinPortal
      opened={opened}
      onChange={setOpened}
    >
      <Menu.Target>
        <button
          ref={target}
          type="button"
          className={classes.link}
          aria-current={active ? 'page' : undefined}
        >
          {props.group.label}
          <IconChevronDown size={14} stroke={2} aria-hidden />
        </button>
      </Menu.Target>
      <Menu.Dropdown>
        {props.group.items.map((item) => (
          <Menu.Item key={item.path} component={Link} to={item.path}>
            {item.label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
