import { SITE_LOCALE } from "@thalassa/contract/constants";
import { data } from "react-router";
import { useTranslations } from "use-intl";
import { contentPreviewView } from "../components/content/content-preview.server.ts";
import { ContentPreviewBody } from "../components/content/content-preview.tsx";
import { isPreviewType } from "../components/content/preview-types.ts";
import { siteDateTime } from "../components/staff/form/site-time.ts";
import { DEFAULT_LOCALE } from "../i18n/locales.ts";
import { requestLocale } from "../i18n/request-locale.server.ts";
import { serverTranslator } from "../i18n/server-translator.server.ts";
import { apiFetch } from "../lib/api-fetch.server.ts";
import { siteLog } from "../lib/log.server.ts";
import { buildSeo } from "../lib/seo.server.ts";
import { metaTags } from "../lib/seo.ts";
import type { Route } from "./+types/preview-link";

/*
 * A signed preview link's page (ADR 0063): one draft, for whoever has the link, without signing
 * in. Never a shared page: private and not stored (the shared page cache keeps nothing under
 * /preview/, shared-page-address.ts), and never indexed.
 */
const PRIVATE = { "cache-control": "private, no-store", "x-robots-tag": "noindex, nofollow" };
const REFUSALS = { invalid: "linkInvalid", expired: "linkExpired", changed: "linkChanged" } as const;
type Refusal = keyof typeof REFUSALS;

/** When the link stops working, in Cyprus time and the page's language ("9 Dec 2026, 14:00" in English). */
function untilText(iso: string, locale: string): string {
  return siteDateTime(iso, locale === DEFAULT_LOCALE ? SITE_LOCALE : locale);
}

export async function loader({ params }: Route.LoaderArgs) {
  const locale = requestLocale();
  const seo = await buildSeo({
    path: `/preview/${params.token}`,
    title: serverTranslator("preview")("title"),
    noindex: true,
  });
  const query = locale === DEFAULT_LOCALE ? "" : `?lang=${locale}`;
  let response: Response;
  try {
    response = await apiFetch(`content-preview/${encodeURIComponent(params.token)}${query}`);
  } catch (error) {
    siteLog().error({ err: error }, "a preview link could not be checked");
    throw new Response("The preview could not be loaded. Try again in a minute.", { status: 503 });
  }
  const body = (await response.json().catch(() => ({}))) as {
    type?: unknown;
    reason?: string;
    expires_at?: string;
    data?: unknown;
  };
  const view =
    response.ok && isPreviewType(body.type) ? contentPreviewView(body.type, body.data, locale) : null;
  if (!view || !body.expires_at) {
    const reason: Refusal = body.reason && body.reason in REFUSALS ? (body.reason as Refusal) : "invalid";
    return data(
      { seo, view: null, until: null, refusal: REFUSALS[reason] },
      { status: response.status === 410 ? 410 : 403, headers: PRIVATE },
    );
  }
  return data({ seo, view, until: untilText(body.expires_at, locale), refusal: null }, { headers: PRIVATE });
}

export const headers = ({ loaderHeaders }: Route.HeadersArgs) => loaderHeaders;

export function meta({ loaderData }: Route.MetaArgs) {
  return metaTags(loaderData?.seo);
}

export default function PreviewLinkPage({ loaderData }: Route.ComponentProps) {
  const t = useTranslations("preview");
  const { view, until, refusal } = loaderData;
  if (refusal || !view) {
    return (
      <main id="main" className="container section content-preview">
        <h1>{t("title")}</h1>
        <p role="alert">{t(refusal ?? "linkInvalid")}</p>
      </main>
    );
  }
  return (
    <main id="main" className="content-preview">
      <p className="content-preview__notice" role="note">
        {t("draftNotice", { until: until ?? "" })}
      </p>
      <ContentPreviewBody view={view} />
    </main>
  );
}
