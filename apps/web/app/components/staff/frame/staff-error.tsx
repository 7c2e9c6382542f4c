import { isRouteErrorResponse, Link, useRouteError } from "react-router";
import { useStaffText } from "../text/use-staff-text.tsx";

/**
 * The status and the page's refusal sentence (the API's own, in English, ADR 0065), or, with none,
 * the catalogue's sentence for a missing page or a failure.
 */
function describe(error: unknown): { status: number; message?: string } {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  if (
    isRouteErrorResponse(error) &&
    error.data &&
    typeof error.data === "object" &&
    "message" in error.data
  ) {
    return { status, message: String(error.data.message) };
  }
  return { status };
}

/** A refused or failed staff page: what happened, in the API's own words, and a way back. */
export function StaffErrorView({ bare = false }: { bare?: boolean }) {
  const { status, message } = describe(useRouteError());
  const { t } = useStaffText();
  const content = (
    <section className="staff-card staff-refusal" aria-labelledby="staff-error-title">
      <p className="staff-eyebrow">
        {status === 403 ? t("caps.notForYourRole") : t("caps.errorStatus", { status })}
      </p>
      <h1 id="staff-error-title">{status === 403 ? t("errors.mayNotOpen") : t("errors.couldNotShow")}</h1>
      <p>{message ?? (status === 404 ? t("errors.noSuchPage") : t("errors.ourSide"))}</p>
      <Link className="staff-button" to="/staff">
        {t("errors.backToOverview")}
      </Link>
    </section>
  );
  if (!bare) return content;
  return (
    <div className="staff staff--bare">
      <main id="main" className="staff-bare-main">
        {content}
      </main>
    </div>
  );
}

/** The ErrorBoundary of a page inside the staff frame. */
export function StaffRouteError() {
  return <StaffErrorView />;
}
