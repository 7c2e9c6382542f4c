import { Link } from "react-router";

/** The terms checkbox's label, with the terms a click away (in a new tab, so the form stays). */
export function TermsLabel() {
  return (
    <>
      I have read and agree to the{" "}
      <Link to="/terms" target="_blank" rel="noopener">
        Terms and Conditions
      </Link>
    </>
  );
}
