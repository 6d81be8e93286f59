import { initialsOf } from './aset-format';
import classes from './AsetInitials.module.css';

/** What an asset without a picture shows in its picture's place: its initials. */
export function AsetInitials(props: { name: string; large?: boolean }) {
  return (
    <div className={props.large ? classes.initialsLarge : classes.initials} aria-hidden>
      {initialsOf(props.name)}
    </div>
  );
}
