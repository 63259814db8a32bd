import { paths } from '../../config/paths';

/** The ADMIN entry: a full page navigation to the back office, made by `onAdmin`. */
export function AdminLink({ onAdmin }: { onAdmin: () => void }) {
  return (
    <a
      className="nav__link nav__link--admin"
      href={paths.admin.getHref()}
      onClick={(event) => {
        event.preventDefault();
        onAdmin();
      }}
    >
      ADMIN
    </a>
  );
}
