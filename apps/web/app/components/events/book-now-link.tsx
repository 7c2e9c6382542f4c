/** 'Book Now': booking sites open in a new tab, pages of this site in the same one. */
export function BookNowLink({ href, className }: { href: string; className?: string }) {
  const external = /^https?:\/\//i.test(href);
  return (
    <a
      className={`button button--accent event-book ${className ?? ""}`}
      href={href}
      {...(external ? { target: "_blank", rel: "noopener noreferrer" } : {})}
    >
      Book Now
      {external ? <span className="visually-hidden"> (opens in a new tab)</span> : null}
    </a>
  );
}
