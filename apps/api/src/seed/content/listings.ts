// Jobs, menus and page meta.
import { catalogueColumns } from "@thalassa/contract/content-model";
import { jobModel, menuCardModel, pageMetaModel } from "@thalassa/contract/content-models";
import {
  jobDerivedFields,
  menuCardDerivedFields,
  pageMetaDerivedFields,
  withBrandNames,
} from "../catalogue/index.ts";
import { mediaUrl } from "../media-manifest.ts";
import type { DemoContent } from "../types.ts";
import { JOBS_EMAIL } from "./group.ts";
import type { MediaPicker } from "./media-picker.ts";
import { DAY_MS, h3, isoDate, p, slugify, ul } from "./text.ts";
import { translationsWithBrands } from "./translations.ts";

/* ---------------------------------------------------------------- jobs */

export function buildJobs(media: MediaPicker, base: number): DemoContent["jobs"] {
  return media.catalogue.jobs.map((j) => {
    const brand = media.brandName(j.brandId);
    const posted = base - j.postedDaysAgo * DAY_MS;
    return {
      ...catalogueColumns(jobModel, j, jobDerivedFields),
      jobTitle: j.title,
      createdDate: isoDate(posted),
      validThrough: j.validForDays ? isoDate(posted + j.validForDays * DAY_MS) : null,
      status: j.status ?? "live",
      description: [
        p(withBrandNames(j.intro, (id) => media.brandName(id))),
        h3("What you will do"),
        ul(...j.responsibilities),
        h3("What we are looking for"),
        ul(...j.requirements),
        h3("What we offer"),
        ul(...j.offer),
        p(
          `Apply online with your CV, or send it to <a href="mailto:${JOBS_EMAIL}">${JOBS_EMAIL}</a> quoting “${j.title}”.`,
        ),
      ].join(""),
      brand,
      translations: translationsWithBrands(j.translations, (id) => media.brandName(id)),
    };
  });
}

/* ---------------------------------------------------------------- menus and page meta */

export function buildMenus(media: MediaPicker): DemoContent["menus"] {
  const seen = new Set<string>();
  return (media.manifest.menus ?? []).map((menu, i) => {
    const name = media.brandName(menu.brandId);
    const base = slugify(name) || `menu-${i + 1}`;
    let url = base;
    if (seen.has(url)) {
      const file =
        menu.path
          .split("/")
          .pop()
          ?.replace(/\.[a-z0-9]+$/i, "") ?? "";
      const extra = slugify(file.replace(/^\d+-?/, ""))
        .replace(base, "")
        .replace(/^-+|-+$/g, "");
      url = `${base}-${extra || i + 1}`;
      let k = 2;
      while (seen.has(url)) url = `${base}-${extra || "menu"}-${k++}`;
    }
    seen.add(url);
    return {
      url,
      title: menu.title ?? `${name} Menu`,
      // A menu's own title stays English; the generic one is written in each language (ADR 0039).
      translations: menu.title
        ? {}
        : {
            el: { published: true, fields: { title: `Το μενού του ${name}` } },
            ru: { published: true, fields: { title: `Меню ${name}` } },
          },
      websiteId: menu.brandId,
      fileUrl: mediaUrl(menu.path),
    };
  });
}

/** The structured menus, each with the PDF it shares with its brand's other menus when one was made. */
export function buildMenuCards(media: MediaPicker): DemoContent["menuCards"] {
  const pdfs = new Set((media.manifest.menus ?? []).map((menu) => menu.path));
  return media.catalogue.menus.map((m) => ({
    ...catalogueColumns(menuCardModel, m, menuCardDerivedFields),
    websiteId: m.brandId,
    pdfUrl: m.pdf && pdfs.has(m.pdf.file) ? mediaUrl(m.pdf.file) : null,
  }));
}

export function buildPageMeta(media: MediaPicker): DemoContent["pageMeta"] {
  const group = media.brandName(1);
  return media.catalogue.pageMeta.map((m) => ({
    ...catalogueColumns(pageMetaModel, m, pageMetaDerivedFields),
    metaTitle: m.url === "/" ? `${group} | ${m.title}` : `${m.title} | ${group}`,
    // The Greek and Russian meta name the group as {{brand:1}}, like every other translation.
    translations: translationsWithBrands(m.translations, (id) => media.brandName(id)),
  }));
}
