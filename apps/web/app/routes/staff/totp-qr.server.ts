import encodeQR from "qr";

/**
 * The set-up key as a QR code for an authenticator app's camera, drawn on the server so the staff
 * page ships no QR code to the browser. Medium error correction survives a smudged screen; a
 * four-module quiet zone is what the QR standard asks for so phone cameras find the symbol.
 */
export const TOTP_QR_OPTIONS = { ecc: "medium", border: 4 } as const;

export function totpQrSvg(otpauthUri: string): string {
  return encodeQR(otpauthUri, "svg", { ...TOTP_QR_OPTIONS, optimize: true });
}

/** The same SVG as a data address for an `<img>`, which carries the alternative text. */
export function totpQrDataUrl(otpauthUri: string): string {
  return `data:image/svg+xml;base64,${Buffer.from(totpQrSvg(otpauthUri)).toString("base64")}`;
}
