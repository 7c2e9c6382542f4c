/**
 * SPEC §2 loading splash. Shown while <html> has the splash-active class, which the boot script
 * sets on a full page load and removes 2.8 s after the document's data has loaded.
 */
export function SplashScreen({ logoUrl, siteName }: { logoUrl: string | null; siteName: string }) {
  return (
    <div className="splash-screen" aria-hidden="true" data-testid="splash">
      {logoUrl ? <img src={logoUrl} alt="" width={220} height={88} /> : <span>{siteName}</span>}
      <span className="splash-screen__wave" />
    </div>
  );
}
