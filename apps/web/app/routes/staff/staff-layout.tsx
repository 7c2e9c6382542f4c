import { data, Outlet } from "react-router";
import { StaffErrorView } from "../../components/staff/staff-error.tsx";
import { navFor } from "../../components/staff/staff-sections.ts";
import { requireStaff } from "../../components/staff/staff-session.server.ts";
import { StaffShell } from "../../components/staff/staff-shell.tsx";
import { staffStylesheet } from "../../components/staff/staff-stylesheet.ts";
import type { Route } from "./+types/staff-layout";

export const links = staffStylesheet;

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireStaff(request);
  return data({ user, nav: navFor(user.role) }, { headers: { "cache-control": "private, no-store" } });
}

export function headers() {
  return { "cache-control": "private, no-store" };
}

export default function StaffLayout({ loaderData }: Route.ComponentProps) {
  return (
    <StaffShell user={loaderData.user} nav={loaderData.nav}>
      <Outlet />
    </StaffShell>
  );
}

/** The layout itself failed (the API is away): the refusal without the frame. */
export function ErrorBoundary() {
  return <StaffErrorView bare />;
}
