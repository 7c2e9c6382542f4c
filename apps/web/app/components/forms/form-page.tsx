import type { ReactNode } from "react";
import { Link } from "react-router";

interface FormPageProps {
  title: string;
  text: string;
  openHref: string;
  openLabel: string;
  children: ReactNode;
}

/**
 * The page behind a form's own address (/forms/…): a short introduction with a button that opens
 * the form's modal. Pages that host the modal themselves link to it with ?modal=; this address
 * keeps the form reachable on its own, for links in mail and for a post that has nowhere else to
 * return to.
 */
export function FormPage({ title, text, openHref, openLabel, children }: FormPageProps) {
  return (
    <section className="container section form-page">
      <h1>{title}</h1>
      <p className="form-page__text">{text}</p>
      <Link to={openHref} className="button button--accent" preventScrollReset>
        {openLabel}
      </Link>
      {children}
    </section>
  );
}
