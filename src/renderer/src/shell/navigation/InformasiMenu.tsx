import { Menu } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router-dom';
import type { NavGroupItem } from './navigation';
import classes from './TopNavigation.module.css';

/** The desktop Informasi dropdown: opens on click or hover, fully usable with the keyboard. */
export function InformasiMenu(props: { group: NavGroupItem; defaultOpened?: boolean }) {
  const { pathname } = useLocation();
  const active = props.group.items.some((item) => pathname.startsWith(item.path));
  return (
    <Menu
      defaultOpened={props.defaultOpened ?? false}
      trigger="click-hover"
      openDelay={50}
      closeDelay={150}
      position="bottom-start"
      shadow="md"
      withinPortal
    >
      <Menu.Target>
        <button type="button" className={classes.link} aria-current={active ? 'page' : undefined}>
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
