import type { MenuSection, MenuServed } from "@thalassa/contract/menu-shapes";
import { data, Form, Link } from "react-router";
import { wholeMenu } from "../../components/menus/menu-parts.ts";
import { MenuSections, SectionIndex, servedText } from "../../components/menus/menu-view.tsx";
import { itemOf } from "../../components/staff/content/content-items.ts";
import { staffMeta } from "../../components/staff/frame/staff-meta.ts";
import { rolesFor } from "../../components/staff/frame/staff-sections.ts";
import { serverTranslator } from "../../i18n/server-translator.server.ts";
import type { Route } from "./+types/menu-preview";
import { staffApi } from "./staff-api.server.ts";
import { requireRole, requireStaff, throwUnlessOk } from "./staff-session.server.ts";

/** A structured menu as guests will read it, draft included (ADR 0036), with a button to publish it. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requireStaff(request);
  requireRole(user, rolesFor("content:menu-cards"), "edit menus");
  const answer = await staffApi(request, `staff/content/menu-cards/${encodeURIComponent(params.id)}`);
  throwUnlessOk(request, answer);
  const item = itemOf(answer.body);
  if (!item) throw data({ message: "There is no such menu." }, { status: 404 });
  return data(
    {
      id: String(item.id),
      name: String(item.name ?? ""),
      live: item.status === "live",
      served: servedText((item.served ?? { days: [] }) as MenuServed, serverTranslator("menu")),
      sections: (item.sections ?? []) as MenuSection[],
    },
    { headers: { "cache-control": "private, no-store" } },
  );
}

export function meta({ loaderData }: Route.MetaArgs) {
  return staffMeta(loaderData ? `Preview: ${loaderData.name}` : "Preview");
}

export default function MenuPreview({ loaderData }: Route.ComponentProps) {
  const { id, name, live, served, sections } = loaderData;
  const shown = wholeMenu(sections);
  return (
    <>
      <header className="staff-page-header">
        <p className="staff-eyebrow">
          <Link to={`/staff/content/menu-cards/${id}`}>Back to the menu</Link>
        </p>
        <h1>
          Preview: {name}{" "}
          <span className={`staff-badge staff-badge--${live ? "live" : "draft"}`}>
            {live ? "Live" : "Draft"}
          </span>
        </h1>
        {served ? <p>Served: {served}</p> : null}
      </header>
      {live ? null : (
        <Form method="post" action={`/staff/menu-cards/${id}/tools`}>
          <button className="staff-button staff-button--primary" type="submit" name="intent" value="publish">
            Publish this menu
          </button>
        </Form>
      )}
      <div className="menu-page__body">
        <SectionIndex sections={shown} />
        <div className="menu-page__sections">
          <MenuSections sections={shown} />
        </div>
      </div>
    </>
  );
}
