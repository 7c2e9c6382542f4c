import { isRouteErrorResponse, Link, useRouteError } from "react-router";

function describe(error: unknown): { status: number; message: string } {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  if (
    isRouteErrorResponse(error) &&
    error.data &&
    typeof error.data === "object" &&
    "message" in error.data
  ) {
    return { status, message: String(error.data.message) };
  }
  if (status === 404) return { status, message: "There is no staff page at this address." };
  return { status, message: "Something went wrong on our side. Try again in a minute." };
}

/** A refused or failed staff page: what happened, in the API's own words, and a way back. */
export function StaffErrorView({ bare = false }: { bare?: boolean }) {
  const { status, message } = describe(useRouteError());
  const content = (
    <section className="staff-card staff-refusal" aria-labelledby="staff-error-title">
      <p className="staff-eyebrow">{status === 403 ? "Not for your role" : `Error ${status}`}</p>
      <h1 id="staff-error-title">
        {status === 403 ? "You may not open this page" : "This page could not be shown"}
      </h1>
      <p>{message}</p>
      <Link className="staff-button" to="/staff">
        Back to the staff overview
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
