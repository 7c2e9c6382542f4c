import type { StaffUser } from "@thalassa/contract/staff";
import { useRouteLoaderData } from "react-router";

/** The signed-in person, as the staff layout's loader read them; undefined outside the staff frame. */
export function useStaffUser(): StaffUser | undefined {
  return (useRouteLoaderData("routes/staff/staff-layout") as { user?: StaffUser } | undefined)?.user;
}
