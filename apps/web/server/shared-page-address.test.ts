import { describe, expect, it } from "vitest";
import { normalisedPage, sharedPageAddress } from "./shared-page-address.ts";

const routeIds = new Set(["root", "routes/site-layout", "routes/news", "routes/whats-on"]);
const address = (url: string) => sharedPageAddress(new URL(url, "http://any-host.example"), routeIds);

describe("sharedPageAddress", () => {
  it("makes 1,000 junk query strings on one page one address", () => {
    const addresses = new Set<string | null>();
    for (let i = 0; i < 1_000; i++) addresses.add(address(`/about?x${i}=${i}&fbclid=${i}&modal=nope-${i}`));
    expect([...addresses]).toEqual(["/about"]);
  });

  it("reads a Greek or Russian page's query as its English page's", () => {
    expect(address("/el/news?page=2&sort=brand&brand=3&x=1")).toBe("/el/news?brand=3&page=2&sort=brand");
    expect(address("/ru/news.data?page=2&_routes=routes/news")).toBe(
      "/ru/news.data?_routes=routes%2Fnews&page=2",
    );
    expect(address("/ru/whats-on?brand=007")).toBe("/ru/whats-on?brand=7");
    // One visitor's own pages stay theirs in every language.
    expect(address("/el/gift-card/success?orderId=abc")).toBeNull();
    expect(address("/ru/newsletter/unsubscribe?token=t")).toBeNull();
  });

  it("never shares a signed preview link's draft or the content editor's preview frame (ADR 0063)", () => {
    expect(address("/preview/news.1.abc.def.0123")).toBeNull();
    expect(address("/el/preview/news.1.abc.def.0123")).toBeNull();
    expect(address("/preview/news.1.abc.def.0123.data")).toBeNull();
    expect(address("/content-preview/news")).toBeNull();
    expect(address("/ru/content-preview/jobs")).toBeNull();
    // Brands and community items (ADR 0068), a card's window open in the frame too.
    expect(address("/content-preview/brands")).toBeNull();
    expect(address("/el/content-preview/csr?modal=csr-3")).toBeNull();
    expect(address("/preview/csr.3.abc.def.0123")).toBeNull();
  });

  it("leaves the host out", () => {
    expect(sharedPageAddress(new URL("http://evil.example:8080/news"), routeIds)).toBe("/news");
  });

  it("keeps the news list's filter in its canonical form and drops what the list ignores", () => {
    expect(address("/news?page=2&sort=brand&brand=3&x=1")).toBe("/news?brand=3&page=2&sort=brand");
    expect(address("/news?sort=date-desc&page=1")).toBe("/news");
    expect(address("/news?sort=date-asc&brand=3&page=abc")).toBe("/news?sort=date-asc");
    expect(address("/NEWS/?sort=brand")).toBe("/NEWS/?sort=brand");
  });

  it("keeps a menu page's filter, known values once in a fixed order, as an open-ended address", () => {
    expect(
      address("/menu/kyma-beach?without=milk&without=kiwi&diet=vegan&without=gluten&without=milk&x=1"),
    ).toBe("/menu/kyma-beach?diet=vegan&without=gluten&without=milk");
    expect(address("/menu/kyma-beach?diet=keto")).toBe("/menu/kyma-beach");
    const openEnded = (url: string) =>
      normalisedPage(new URL(url, "http://any-host.example"), routeIds)?.openEnded;
    expect(openEnded("/menu/kyma-beach?without=gluten")).toBe(true);
    expect(openEnded("/menu/kyma-beach")).toBe(false);
  });

  it("keeps the part of a long menu, a whole number from 2 up to the most parts a menu can have", () => {
    expect(address("/menu/kyma-beach?part=3&without=milk")).toBe("/menu/kyma-beach?part=3&without=milk");
    for (const part of ["1", "0", "2.5", "x", "3201", "-2"])
      expect(address(`/menu/kyma-beach?part=${part}`)).toBe("/menu/kyma-beach");
  });

  it("keeps the What's On brand filter, written one way", () => {
    expect(address("/whats-on?brand=007&utm_medium=x")).toBe("/whats-on?brand=7");
    expect(address("/whats-on?brand=-1")).toBe("/whats-on");
    expect(address("/whats-on?page=02&x=1&brand=4")).toBe("/whats-on?brand=4&page=2");
    expect(address("/whats-on?page=1")).toBe("/whats-on");
  });

  it("keeps the cookie settings open with their one value only, so junk values share one page", () => {
    expect(address("/about?cookies=settings&x=1")).toBe("/about?cookies=settings");
    expect(address("/news?page=2&cookies=settings")).toBe("/news?cookies=settings&page=2");
    const addresses = new Set<string | null>();
    for (let i = 0; i < 100; i++) addresses.add(address(`/about?cookies=settings${i}`));
    expect([...addresses]).toEqual(["/about"]);
  });

  it("keeps only the modals a page can render open", () => {
    for (const modal of ["catering", "enquiry-form", "newsletter", "apply", "csr-12"])
      expect(address(`/private-events?modal=${modal}`)).toBe(`/private-events?modal=${modal}`);
    expect(address("/private-events?modal=%3Cscript%3E")).toBe("/private-events");
    expect(address("/careers/3?modal=apply&ref=x")).toBe("/careers/3?modal=apply");
  });

  it("keeps the parameters of the pages that read one", () => {
    expect(address("/forms/job-application?job=04&x=1")).toBe("/forms/job-application?job=4");
    expect(address("/forms/job-application?job=abc")).toBe("/forms/job-application");
    expect(address("/edit-component?pageName=home&blockName=HeroBlock&z=3")).toBe(
      "/edit-component?blockName=HeroBlock&pageName=home",
    );
    // The staff editor's frame (preview=1) is a page of its own; other values are not.
    expect(address("/edit-component?pageName=home&blockName=HeroBlock&preview=1")).toBe(
      "/edit-component?blockName=HeroBlock&pageName=home&preview=1",
    );
    expect(address("/edit-component?pageName=home&blockName=HeroBlock&preview=x7")).toBe(
      "/edit-component?blockName=HeroBlock&pageName=home",
    );
    // Half an address is the page that says what the address needs, whichever half it is.
    expect(address("/edit-component?pageName=home")).toBe("/edit-component");
    expect(address("/edit-component?blockName=x1&preview=1")).toBe("/edit-component?preview=1");
  });

  it("shares a block preview only for a block the site has", () => {
    expect(address("/edit-component?pageName=home&blockName=Nope")).toBeNull();
    expect(address("/edit-component?pageName=nope-1&blockName=Hero")).toBeNull();
    // Names an object has of its own are not blocks.
    expect(address("/edit-component?pageName=home&blockName=constructor")).toBeNull();
    expect(address("/edit-component?pageName=__proto__&blockName=Hero")).toBeNull();
  });

  it("reads a Greek or Russian block preview's query as the English one's", () => {
    expect(address("/el/edit-component?pageName=home&blockName=HeroBlock&z=3&preview=1")).toBe(
      "/el/edit-component?blockName=HeroBlock&pageName=home&preview=1",
    );
    expect(address("/ru/edit-component?blockName=x1")).toBe("/ru/edit-component");
    expect(address("/el/edit-component?pageName=home&blockName=Nope")).toBeNull();
    expect(address("/ru/edit-component?pageName=nope-1&blockName=Hero&preview=1")).toBeNull();
  });

  it("never shares a page that shows a visitor's own token or order", () => {
    for (const path of [
      "/newsletter/unsubscribe?token=t0k",
      "/newsletter/unsubscribe",
      "/newsletter/unsubscribe.data?token=t0k",
      "/newsletter/confirm?token=t0k",
      "/newsletter/confirm.data?token=t0k",
      "/gift-card/success?orderId=GC-1",
      "/gift-card/failed?orderId=GC-1",
    ])
      expect(address(path), path).toBeNull();
  });

  it("keys 1,200 distinct pageName and token values under no address of their own", () => {
    const addresses = new Set<string | null>();
    for (let i = 0; i < 1_200; i++) {
      addresses.add(address(`/edit-component?pageName=p${i}&blockName=Hero`));
      addresses.add(address(`/edit-component?pageName=home&blockName=b${i}&preview=1`));
      addresses.add(address(`/newsletter/unsubscribe?token=t${i}`));
    }
    expect([...addresses]).toEqual([null]);
  });

  it("keeps a data request's route list as a sorted set of known routes", () => {
    expect(address("/news.data?_routes=routes/news,root,routes/news,bogus&sort=brand")).toBe(
      "/news.data?_routes=root%2Croutes%2Fnews&sort=brand",
    );
    // Only unknown routes asked for: still no loader, never all of them.
    expect(address("/news.data?_routes=bogus")).toBe("/news.data?_routes=-");
    expect(address("/_root.data?junk=1")).toBe("/_root.data");
  });
});
