import { data, Outlet } from "react-router";
import { StaffErrorView } from "../../components/staff/frame/staff-error.tsx";
import { navFor } from "../../components/staff/frame/staff-sections.ts";
import { StaffShell } from "../../components/staff/frame/staff-shell.tsx";
import { staffStylesheet } from "../../components/staff/frame/staff-stylesheet.ts";
import type { Route } from "./+types/staff-layout";
import { requireStaff } from "./staff-session.server.ts";

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
