import { organisationNames } from '../../../../shared/direktori/organisations';
import { useOrganisationsOnce } from '../panitia/use-organisations-once';

/**
 * The directory's organisations as the Organisasi field's suggestions (its datalist's options).
 * Its own chunk, read once the field is first focused: the directory's code and data are not
 * needed before someone types there. Read once, not watched: /pinjam-sc keeps at most four live streams of the six
 * connections a browser gives the site, so the availability question and the booking never wait.
 */
export default function OrganisationOptions() {
  const directory = useOrganisationsOnce();
  return (directory ? organisationNames(directory) : []).map((name) => (
    <option key={name} value={name} />
  ));
}
