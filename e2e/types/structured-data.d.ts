// The validator and the extractor ship JavaScript without types; these are the parts the tests use.
declare module "@adobe/structured-data-validator" {
  export default class Validator {
    constructor(schemaOrg: unknown);
    validate(extracted: unknown): Promise<unknown[]>;
  }
}

declare module "@marbec/web-auto-extractor" {
  export default class WebAutoExtractor {
    constructor(options?: { addLocation?: boolean; embedSource?: boolean | string[] });
    parse(html: string): { jsonld: Record<string, Record<string, unknown>[]> } & Record<string, unknown>;
  }
}
