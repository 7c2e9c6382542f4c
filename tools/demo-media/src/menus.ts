// Menus rendered as PDFs with pdfkit.

import PDFDocument from "pdfkit";
import sharp from "sharp";
import { brandById } from "./brands.ts";
import { logoSvg } from "./logos.ts";
import { selected, writeOut } from "./output.ts";

export function fmtEur(v) {
  return `€${v.toFixed(2)}`;
}
export async function renderMenu(m) {
  if (!selected(m.file)) return null;
  const b = brandById(m.brandId);
  const [ink, second, , light] = b.palette;
  const logoPng = await sharp(Buffer.from(logoSvg(b, false)), { density: 300 })
    .resize(900)
    .png({ compressionLevel: 9 })
    .toBuffer();
  const doc = new PDFDocument({
    size: "A4",
    margin: 0,
    info: {
      Title: `${b.name} — Menu`,
      Author: "Thalassa Group",
      Subject: "Demo menu",
      CreationDate: new Date("2024-05-01T00:00:00Z"),
    },
    compress: true,
  });
  // standard PDF fonts keep the file small and the text selectable; the logo carries the brand type
  const chunks = [];
  doc.on("data", (c) => chunks.push(c));
  const finished = new Promise((res) => doc.on("end", res));
  const W = 595.28,
    H = 841.89,
    M = 62;
  let page = 0;
  let y = 0;
  const frame = () => {
    page++;
    doc.rect(0, 0, W, H).fill(light);
    doc
      .lineWidth(0.8)
      .strokeColor(ink)
      .opacity(0.5)
      .rect(24, 24, W - 48, H - 48)
      .stroke()
      .opacity(1);
    doc
      .lineWidth(0.4)
      .strokeColor(ink)
      .opacity(0.35)
      .rect(29, 29, W - 58, H - 58)
      .stroke()
      .opacity(1);
    // wave ornament at the bottom
    doc.save().opacity(0.25).lineWidth(1).strokeColor(second);
    for (let k = 0; k < 3; k++) {
      let d = `M ${M} ${H - 70 + k * 6}`;
      for (let x = M; x < W - M; x += 24) d += ` q 6 -4 12 0 t 12 0`;
      doc.path(d).stroke();
    }
    doc.restore();
    doc
      .font("Helvetica")
      .fontSize(7.5)
      .fillColor(ink)
      .opacity(0.7)
      .text(
        "Prices in euro, VAT included. Please tell your server about any allergies or dietary needs.",
        M,
        H - 50,
        { width: W - 2 * M, align: "center" },
      )
      .opacity(1);
    doc
      .font("Helvetica")
      .fontSize(7)
      .fillColor(ink)
      .text(`${page}`, M, H - 38, { width: W - 2 * M, align: "center" });
    if (page === 1) {
      doc.image(logoPng, W / 2 - 120, 56, { width: 240 });
      doc
        .font("Times-Roman")
        .fontSize(20)
        .fillColor(ink)
        .text(m.title.toUpperCase(), M, 170, { width: W - 2 * M, align: "center", characterSpacing: 6 });
      doc
        .font("Times-Italic")
        .fontSize(11)
        .fillColor(ink)
        .opacity(0.8)
        .text(m.note, M, 198, { width: W - 2 * M, align: "center" })
        .opacity(1);
      y = 236;
    } else {
      doc
        .font("Times-Italic")
        .fontSize(11)
        .fillColor(ink)
        .text(`${b.word.toUpperCase()} · ${m.title.toUpperCase()}`, M, 52, {
          width: W - 2 * M,
          align: "center",
          characterSpacing: 3,
        });
      y = 88;
    }
  };
  frame();
  const bottom = H - 96;
  for (const [section, items] of m.sections) {
    const need = 44 + Math.min(2, items.length) * 34;
    if (y + need > bottom) {
      doc.addPage();
      frame();
    }
    doc
      .font("Times-Roman")
      .fontSize(13)
      .fillColor(ink)
      .text(section.toUpperCase(), M, y, { width: W - 2 * M, align: "center", characterSpacing: 3 });
    y += 20;
    doc
      .moveTo(W / 2 - 24, y)
      .lineTo(W / 2 + 24, y)
      .lineWidth(0.8)
      .strokeColor(ink)
      .opacity(0.5)
      .stroke()
      .opacity(1);
    y += 12;
    for (const [name, desc, price] of items) {
      if (y + 34 > bottom) {
        doc.addPage();
        frame();
      }
      doc.font("Times-Bold").fontSize(12.5).fillColor(ink);
      const nameW = doc.widthOfString(name);
      doc.text(name, M, y, { lineBreak: false });
      const p = fmtEur(price);
      doc.font("Times-Roman").fontSize(12);
      const pw = doc.widthOfString(p);
      doc.text(p, W - M - pw, y, { lineBreak: false });
      // dotted leader
      doc
        .save()
        .lineWidth(0.6)
        .dash(1, { space: 3 })
        .strokeColor(ink)
        .opacity(0.45)
        .moveTo(M + nameW + 8, y + 11)
        .lineTo(W - M - pw - 8, y + 11)
        .stroke()
        .undash()
        .restore();
      doc
        .font("Times-Italic")
        .fontSize(10.5)
        .fillColor(ink)
        .opacity(0.78)
        .text(desc, M, y + 16, { width: W - 2 * M - 70, lineBreak: false })
        .opacity(1);
      y += 36;
    }
    y += 14;
  }
  doc.end();
  await finished;
  const buf = Buffer.concat(chunks);
  writeOut(m.file, buf);
  return { brandId: m.brandId, name: `${b.name} — Menu`, path: m.file, pages: page, bytes: buf.length };
}
