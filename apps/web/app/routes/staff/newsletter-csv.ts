import { streamStaffFile } from "../../components/staff/staff-download.server.ts";
import type { Route } from "./+types/newsletter-csv";

/** Every newsletter subscriber as CSV, for sales and owners (the API checks the role). */
export function loader({ request }: Route.LoaderArgs) {
  return streamStaffFile(request, "staff/inbox/newsletter.csv");
}
