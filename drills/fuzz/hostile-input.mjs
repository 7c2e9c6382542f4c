// The building blocks of the fuzz drill's hostile input: odd strings, loosely encoded query
// strings, broken and mutated JSON, malformed multipart and urlencoded bodies. Every choice comes
// from the seeded generator, so a run replays with DRILL_SEED.

const WEIRD_STRINGS = [
  "",
  " ",
  "null",
  "undefined",
  "NaN",
  "-1",
  "0",
  "1e309",
  "99999999999999999999999",
  "0x1F",
  "true",
  "[]",
  "{}",
  "'; drop table websites; --",
  '" OR 1=1 --',
  "<script>alert(1)</script>",
  "../../../../etc/passwd",
  "..%2f..%2f..%2fetc%2fpasswd",
  "%00",
  "%",
  "%zz",
  "%E0%A4%A",
  "%C0%AF",
  "%FF%FE",
  "\u202e\u0000\u0007",
  "😀".repeat(50),
  "ｓｃｒｉｐｔ",
  "__proto__",
  "constructor",
  "a".repeat(300),
  "$" + "{jndi:ldap://x}",
  "{{7*7}}",
];

export function randomString(rng) {
  if (rng.chance(0.6)) return rng.pick(WEIRD_STRINGS);
  const length = rng.pick([1, 8, 64, 1024, 8192]);
  const alphabet = "abcXYZ019-_.~!*'();:@&=+$,/?#[]% \"<>\\^`{|}";
  let out = "";
  for (let i = 0; i < length; i++) out += alphabet[rng.int(0, alphabet.length - 1)];
  return out;
}

/** URL-encodes loosely: sometimes leaves characters raw, so the parser sees them. */
export function looseEncode(rng, value) {
  return rng.chance(0.7)
    ? encodeURIComponent(value).replace(/%25(?=[0-9A-Fa-f]{0,1}[^0-9A-Fa-f])/g, "%")
    : value.replace(/[\s#]/g, "+");
}

export function junkQuery(rng, names) {
  const parts = [];
  const count = rng.int(0, 6);
  for (let i = 0; i < count; i++) {
    const name =
      rng.chance(0.6) && names.length
        ? rng.pick(names)
        : rng.pick([
            "x",
            "__proto__[polluted]",
            "a[b][c][d]",
            "",
            "%",
            "constructor[prototype][x]",
            randomString(rng).slice(0, 40),
          ]);
    const value = randomString(rng);
    parts.push(
      rng.chance(0.1) ? looseEncode(rng, name) : `${looseEncode(rng, name)}=${looseEncode(rng, value)}`,
    );
  }
  if (rng.chance(0.05)) parts.push(`big=${"x".repeat(rng.int(4000, 12000))}`);
  return parts.length ? `?${parts.join("&")}` : rng.chance(0.5) ? "?" : "";
}

export function deepJson(depth, kind) {
  return kind === "array"
    ? `${"[".repeat(depth)}${"]".repeat(depth)}`
    : `${'{"a":'.repeat(depth)}1${"}".repeat(depth)}`;
}

export const INVALID_UTF8 = [
  Buffer.from([0xc3, 0x28]),
  Buffer.from([0xff, 0xfe, 0xfd]),
  Buffer.from([0xe2, 0x82]),
  Buffer.from([0xed, 0xa0, 0x80]),
  Buffer.from([0xf8, 0x88, 0x80, 0x80, 0x80]),
];

/** Mutations of a valid JSON submission: wrong types, missing and extra fields, huge values. */
function mutateJson(rng, valid) {
  const payload = structuredClone(valid ?? { name: "x" });
  const keys = Object.keys(payload);
  const mutations = rng.int(1, 3);
  for (let i = 0; i < mutations; i++) {
    const key = keys.length ? rng.pick(keys) : "x";
    switch (rng.int(0, 9)) {
      case 0:
        delete payload[key];
        break;
      case 1:
        payload[key] = rng.pick([null, 0, -1, 1.5, true, [], {}, [1, 2], { $gt: "" }, 1e308]);
        break;
      case 2:
        payload[key] = randomString(rng);
        break;
      case 3:
        payload[key] = "x".repeat(rng.pick([5001, 70_000]));
        break;
      case 4:
        payload.pollutionMarker = true;
        break;
      case 5:
        payload[randomString(rng).slice(0, 30) || "extra"] = randomString(rng);
        break;
      case 6:
        payload[key] = Array.from({ length: rng.int(100, 5000) }, (_, n) => n);
        break;
      case 7:
        return rng.pick([[], "string", 42, null, true]);
      default:
        payload[key] = `${payload[key] ?? ""}\u0000\ud800`;
    }
  }
  return payload;
}

export function jsonBody(rng, valid) {
  const choice = rng.int(0, 9);
  if (choice === 0)
    return Buffer.from(deepJson(rng.pick([100, 5000, 100_000]), rng.pick(["array", "object"])));
  if (choice === 1)
    return Buffer.from(
      rng.pick(["{", '{"a":}', "[1,2", "nul", "{'a':1}", '{"a":1}}', "\u0000", '{"a":"\\u12"}', ""]),
    );
  if (choice === 2)
    return Buffer.concat([Buffer.from('{"name":"'), rng.pick(INVALID_UTF8), Buffer.from('"}')]);
  // Prototype-pollution keys can't be set on an object literal; they are spliced into the text.
  const text = JSON.stringify(mutateJson(rng, valid)) ?? "null";
  return Buffer.from(
    text.replace(
      '"pollutionMarker":true',
      '"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}}',
    ),
  );
}

export function multipartBody(rng, fields) {
  const boundary = `----drill${rng.int(0, 1e9)}`;
  const parts = [];
  const names = fields.length ? fields : ["name", "cv"];
  const count = rng.int(0, 5);
  for (let i = 0; i < count; i++) {
    const name = rng.chance(0.8) ? rng.pick(names) : randomString(rng).slice(0, 50);
    const isFile = rng.chance(0.4);
    const filename = rng.pick([
      "cv.pdf",
      "../../etc/passwd",
      "a.exe",
      "",
      "x".repeat(300),
      "cv.pdf\u0000.exe",
      "ü.docx",
      '"; name="x',
    ]);
    const disposition = isFile
      ? `form-data; name="${name}"; filename="${filename}"`
      : `form-data; name="${name}"`;
    const content = isFile ? rng.bytes(rng.pick([0, 10, 2_100_000 / 100])) : Buffer.from(randomString(rng));
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: ${rng.chance(0.1) ? "attachment" : disposition}\r\n${isFile ? "Content-Type: application/pdf\r\n" : ""}\r\n`,
      ),
      content,
      Buffer.from("\r\n"),
    );
  }
  const variant = rng.int(0, 5);
  if (variant !== 0) parts.push(Buffer.from(`--${boundary}--\r\n`)); // 0: never terminated
  const header = rng.pick([
    `multipart/form-data; boundary=${boundary}`,
    `multipart/form-data; boundary=${boundary}`,
    "multipart/form-data",
    `multipart/form-data; boundary=wrong${boundary}`,
    `multipart/form-data; boundary="${"b".repeat(200)}"`,
  ]);
  return { body: Buffer.concat(parts), contentType: header };
}

export const CONTENT_TYPES = [
  "application/json",
  "application/json; charset=utf-16",
  "application/x-www-form-urlencoded",
  "text/plain",
  "text/xml",
  "application/octet-stream",
  "multipart/form-data",
  "application/json; charset=nope",
  "*/*",
  "x/../../",
  "",
];

export function formUrlencoded(rng, fields) {
  const names = fields.length ? fields.map((f) => f.name) : ["consent", "redirectTo"];
  const parts = [];
  for (let i = 0; i < rng.int(0, 8); i++) {
    const name = rng.chance(0.8) ? rng.pick(names) : randomString(rng).slice(0, 40);
    parts.push(`${looseEncode(rng, name)}=${looseEncode(rng, randomString(rng))}`);
  }
  if (rng.chance(0.1))
    parts.push(
      `redirectTo=${rng.pick(["https://evil.example", "//evil.example", "javascript:alert(1)", "/\\evil.example", "%2F%2Fevil.example"])}`,
    );
  return Buffer.from(parts.join("&"));
}
