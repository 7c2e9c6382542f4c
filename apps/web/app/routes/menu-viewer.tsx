import { redirect } from "react-router";
import { isMenuFileAvailable } from "../components/media/menu-file.server.ts";
import { MenuFrame } from "../components/media/menu-frame.tsx";
import { getMenu } from "../lib/api.server.ts";
import { secureMediaUrl } from "../lib/media.ts";
import { buildSeo } from "../lib/seo.server.ts";
import { metaTags } from "../lib/seo.ts";
import type { Route } from "./+types/menu-viewer";

/** SPEC §8: an unknown menu, or one whose file cannot be loaded, sends the visitor home. */
export async function loader({ params }: Route.LoaderArgs) {
  const menu = await getMenu(params.url).catch(() => null);
  if (!menu || !(await isMenuFileAvailable(menu.file_url))) throw redirect("/");
  const title = menu.title ?? "Menu";
  const seo = await buildSeo({ path: `/menus/${menu.url}`, title });
  return { seo, title, fileUrl: secureMediaUrl(menu.file_url) };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return metaTags(loaderData?.seo);
}

export default function MenuViewerPage({ loaderData }: Route.ComponentProps) {
  return (
    <main id="main">
      <h1 className="visually-hidden">{loaderData.title}</h1>
      <MenuFrame fileUrl={loaderData.fileUrl} title={loaderData.title} />
    </main>
  );
}
