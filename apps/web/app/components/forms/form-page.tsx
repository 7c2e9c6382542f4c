import type { ReactNode } from "react";
import { useInterfaceLang } from "../../i18n/content-language.tsx";
import { Link } from "../../i18n/site-link.tsx";
import { type ModalStateProps, useModalParam } from "../modal/use-modal-param.ts";

interface FormPageProps {
  title: string;
  text: string;
  /** The form's modal name (?modal=…); the page opens and closes it. */
  modal: string;
  openLabel: string;
  /** The form's modal, given its open state. */
  children: (modal: ModalStateProps) => ReactNode;
}

/**
 * The page behind a form's own address (/forms/…): a short introduction with a button that opens
 * the form's modal. Pages that host the modal themselves link to it with ?modal=; this address
 * keeps the form reachable on its own, for links in mail and for a post that has nowhere else to
 * return to.
 */
export function FormPage({ title, text, modal, openLabel, children }: FormPageProps) {
  const state = useModalParam(modal);
  const lang = useInterfaceLang();
  return (
    <section className="container section form-page" lang={lang}>
      <h1>{title}</h1>
      <p className="form-page__text">{text}</p>
      <Link to={state.openHref} className="button button--accent" preventScrollReset>
        {openLabel}
      </Link>
      {children(state.props)}
    </section>
  );
}
