// The demo menu PDFs are drawn from the structured menus of the demo catalogue
// (apps/api/catalogue/menus, ADR 0036), so the PDF and the HTML menu never disagree.
import { type MenuCardEntry, readMenuCatalogue } from "@thalassa/api/catalogue";

export interface MenuPdf {
  brandId: number;
  file: string;
  title: string;
  note: string;
  /** [section, [name, description, price]] as the PDF lays them out; the first price of an item. */
  sections: [string, [string, string, number][]][];
}

/** One PDF per `pdf.file`: its menus' sections in catalogue order, titled by the first menu's PDF title and note. */
export function menuPdfs(menus: MenuCardEntry[]): MenuPdf[] {
  const byFile = new Map<string, MenuPdf>();
  for (const menu of menus) {
    if (!menu.pdf) continue;
    let pdf = byFile.get(menu.pdf.file);
    if (!pdf) {
      pdf = { brandId: menu.brandId, file: menu.pdf.file, title: "Menu", note: "", sections: [] };
      byFile.set(menu.pdf.file, pdf);
    }
    if (menu.pdf.title) pdf.title = menu.pdf.title;
    if (menu.pdf.note) pdf.note = menu.pdf.note;
    for (const section of menu.sections) {
      pdf.sections.push([
        section.name,
        section.items.map((item) => [item.name, item.description ?? "", item.prices[0]?.amount ?? 0]),
      ]);
    }
  }
  return [...byFile.values()];
}

export const MENUS = menuPdfs(readMenuCatalogue());
