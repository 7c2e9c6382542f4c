import { Form, NavLink } from "react-router";
import { forgetDeviceDrafts } from "../content/autosave.tsx";
import { useStaffText } from "../text/use-staff-text.tsx";
import { groupKeys, type NavGroup, roleCapsKeys, type StaffUser } from "./staff-sections.ts";

/** The frame of every signed-in staff page: who is signed in, what they may open, and sign-out. */
export function StaffShell({
  user,
  nav,
  children,
}: {
  user: StaffUser;
  nav: NavGroup[];
  children: React.ReactNode;
}) {
  const { t } = useStaffText();
  return (
    <div className="staff">
      <a className="skip-link" href="#main">
        {t("frame.skipToContent")}
      </a>
      <header className="staff-header">
        <a className="staff-header__brand" href="/staff">
          <span className="staff-header__mark" aria-hidden="true">
            T
          </span>
          <span>
            Thalassa <span className="staff-header__area">{t("caps.staffArea")}</span>
          </span>
        </a>
        <div className="staff-header__who">
          <span>
            {user.name} <span className="staff-badge">{t(roleCapsKeys[user.role])}</span>
          </span>
          <NavLink to="/staff/account" className="staff-button staff-button--quiet">
            {t("frame.yourAccount")}
          </NavLink>
          <Form method="post" action="/staff/sign-out" reloadDocument onSubmit={forgetDeviceDrafts}>
            <button className="staff-button staff-button--quiet" type="submit">
              {t("frame.signOut")}
            </button>
          </Form>
        </div>
      </header>
      <div className="staff-body">
        <nav className="staff-nav" aria-label={t("frame.navigation")}>
          <NavLink to="/staff" end className="staff-nav__link">
            {t("frame.overview")}
          </NavLink>
          {nav.map((group) => (
            <div className="staff-nav__group" key={group.id}>
              <p className="staff-nav__title">{t(groupKeys[group.id].caps)}</p>
              <ul>
                {group.links.map((link) => (
                  <li key={link.to}>
                    <NavLink to={link.to} className="staff-nav__link">
                      {t(`sections.${link.section}`)}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
        <main id="main" className="staff-main" tabIndex={-1}>
          {children}
        </main>
      </div>
    </div>
  );
}
