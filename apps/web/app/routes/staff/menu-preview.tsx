import type { MenuSection, MenuServed } from "@thalassa/contract/menu-shapes";
import { data, Form, Link } from "react-router";
import { wholeMenu } from "../../components/menus/menu-parts.ts";
import { MenuSections, SectionIndex, servedText } from "../../components/menus/menu-view.tsx";
import { itemOf } from "../../components/staff/content/content-items.ts";
import { staffMetaIn } from "../../components/staff/frame/staff-meta.ts";
import { rolesFor } from "../../components/staff/frame/staff-sections.ts";
import { FOREIGN_PART, ForeignPart } from "../../components/staff/text/foreign-part.tsx";
import { useStaffText } from "../../components/staff/text/use-staff-text.tsx";
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
      // When it is served, in the interface's language (the public menu's own words for days).
      served: servedText(
        (item.served ?? { days: [] }) as MenuServed,
        serverTranslator("menu", user.interface_language),
      ),
      sections: (item.sections ?? []) as MenuSection[],
    },
    { headers: { "cache-control": "private, no-store" } },
  );
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return staffMetaIn(matches, (t) =>
    loaderData ? t("menuPreview.title", { name: loaderData.name }) : t("menuPreview.preview"),
  );
}

export default function MenuPreview({ loaderData }: Route.ComponentProps) {
  const { id, name, live, served, sections } = loaderData;
  const shown = wholeMenu(sections);
  const { t } = useStaffText();
  return (
    <>
      <header className="staff-page-header">
        <p className="staff-eyebrow">
          <Link to={`/staff/content/menu-cards/${id}`}>{t("caps.backToMenu")}</Link>
        </p>
        <h1>
          {/* The menu's name as written in its content, in English. */}
          <ForeignPart text={t("menuPreview.title", { name: FOREIGN_PART })} part={name} lang="en" />{" "}
          <span className={`staff-badge staff-badge--${live ? "live" : "draft"}`}>
            {t(live ? "caps.live" : "caps.draft")}
          </span>
        </h1>
        {served ? <p>{t("menuPreview.served", { served })}</p> : null}
      </header>
      {live ? null : (
        <Form method="post" action={`/staff/menu-cards/${id}/tools`}>
          <button className="staff-button staff-button--primary" type="submit" name="intent" value="publish">
            {t("menuPreview.publish")}
          </button>
        </Form>
      )}
      {/* The menu as guests read it in English, whatever the interface's language. */}
      <div className="menu-page__body" lang="en">
        <SectionIndex sections={shown} />
        <div className="menu-page__sections">
          <MenuSections sections={shown} />
        </div>
      </div>
    </>
  );
}
