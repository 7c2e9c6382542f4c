/** Pages before signing in (sign-in, accepting an invitation): a single card on the sea. */
export function StaffBare({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: string;
  children: React.ReactNode;
}) {
  return (
    <div className="staff staff--bare">
      <main id="main" className="staff-bare-main">
        <section className="staff-card staff-card--narrow" aria-labelledby="staff-bare-title">
          <p className="staff-eyebrow">
            <span className="staff-header__mark" aria-hidden="true">
              T
            </span>{" "}
            Thalassa staff
          </p>
          <h1 id="staff-bare-title">{title}</h1>
          {intro ? <p className="staff-lead">{intro}</p> : null}
          {children}
        </section>
      </main>
    </div>
  );
}
