import { data, Outlet } from "react-router";
import { StaffErrorView } from "../../components/staff/frame/staff-error.tsx";
import { navFor } from "../../components/staff/frame/staff-sections.ts";
import { StaffShell } from "../../components/staff/frame/staff-shell.tsx";
import { staffStylesheet } from "../../components/staff/frame/staff-stylesheet.ts";
import { compiledStaffCatalogue } from "../../components/staff/text/compiled-staff-catalogue.server.ts";
import { StaffTextProvider } from "../../components/staff/text/use-staff-text.tsx";
import type { Route } from "./+types/staff-layout";
import { requireStaff } from "./staff-session.server.ts";

export const links = staffStylesheet;

/**
 * The signed-in person, what they may open, and the staff catalogue of their interface language
 * (ADR 0065): sent with the page, never as a shared file, as staff pages are not cached.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireStaff(request);
  const language = user.interface_language;
  return data(
    { user, nav: navFor(user.role), language, messages: compiledStaffCatalogue(language) },
    { headers: { "cache-control": "private, no-store" } },
  );
}

export function headers() {
  return { "cache-control": "private, no-store" };
}

export default function StaffLayout({ loaderData }: Route.ComponentProps) {
  return (
    <StaffTextProvider language={loaderData.language} messages={loaderData.messages}>
      <StaffShell user={loaderData.user} nav={loaderData.nav}>
        <Outlet />
      </StaffShell>
    </StaffTextProvider>
  );
}

/** The layout itself failed (the API is away): the refusal without the frame. */
export function ErrorBoundary() {
  return <StaffErrorView bare />;
}
