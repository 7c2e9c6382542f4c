/** The sandbox gateway's hosted card page: plain HTML and CSS, no script, so it works everywhere. */

export const SANDBOX_PAYING_CARD = "5000001111111115";
export const SANDBOX_DECLINED_CARD = "4000000000000002";

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export function formatMinor(amount: number, currencyNumeric: string): string {
  const code = currencyNumeric === "978" ? "EUR" : currencyNumeric === "840" ? "USD" : "EUR";
  return new Intl.NumberFormat("en-GB", { style: "currency", currency: code }).format(amount / 100);
}

const STYLE = `
*,*::before,*::after{box-sizing:border-box}
html{color-scheme:light}
body{margin:0;min-height:100vh;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1d2433;background:linear-gradient(160deg,#eef2f7 0%,#dde5ef 100%)}
.bank{display:flex;align-items:center;gap:.6rem;padding:1rem 1.25rem;background:#14233c;color:#fff}
.bank__mark{display:grid;place-items:center;width:2rem;height:2rem;border-radius:.5rem;background:#2f6fdf;font-weight:700}
.bank__name{font-weight:650;letter-spacing:.01em}
.bank__secure{margin-left:auto;font-size:.85rem;color:#c9d6ea}
main{max-width:30rem;margin:0 auto;padding:1.5rem 1rem 3rem}
.card{background:#fff;border-radius:1rem;box-shadow:0 10px 30px rgba(20,35,60,.12);padding:1.5rem}
h1{font-size:1.35rem;margin:0 0 .25rem}
.merchant{margin:0 0 1.25rem;color:#4a5568}
.total{display:flex;justify-content:space-between;align-items:baseline;padding:1rem;border-radius:.75rem;background:#f3f6fa;margin-bottom:1.25rem}
.total strong{font-size:1.5rem}
.note{font-size:.9rem;background:#fff8e1;border:1px solid #f0d58a;border-radius:.75rem;padding:.75rem 1rem;margin:0 0 1.25rem}
.note code{font-weight:650;white-space:nowrap}
label{display:block;font-weight:600;font-size:.9rem;margin:0 0 .3rem}
input{width:100%;font:inherit;padding:.7rem .8rem;border:1px solid #8792a2;border-radius:.5rem;background:#fff;color:inherit}
input:focus-visible,button:focus-visible{outline:3px solid #2f6fdf;outline-offset:2px}
input[aria-invalid=true]{border-color:#b42318}
.row{display:grid;grid-template-columns:1fr 1fr;gap:1rem}
.field{margin-bottom:1rem}
.error{color:#b42318;font-size:.85rem;margin:.3rem 0 0}
.alert{color:#b42318;background:#fdecea;border-radius:.5rem;padding:.75rem 1rem;margin:0 0 1rem}
.actions{display:flex;flex-direction:column;gap:.75rem;margin-top:.5rem}
button{font:inherit;font-weight:650;border-radius:.6rem;padding:.85rem 1rem;cursor:pointer;border:0}
.pay{background:#2f6fdf;color:#fff}
.pay:hover{background:#2459b8}
.cancel{background:transparent;color:#1d2433;border:1px solid #8792a2}
.foot{text-align:center;font-size:.8rem;color:#4a5568;margin-top:1.25rem}
@media (min-width:768px){main{padding-top:3rem}.card{padding:2rem}}
`;

function layout(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body><header class="bank"><span class="bank__mark" aria-hidden="true">S</span><span class="bank__name">Sandbox Bank</span><span class="bank__secure">Secure payment page</span></header><main>${body}</main></body></html>`;
}

export interface CardFormState {
  mdOrder: string;
  merchant: string;
  description: string | null;
  amount: number;
  currency: string;
  values?: { pan?: string; expiry?: string; cvc?: string; cardholder?: string };
  errors?: Partial<Record<"pan" | "expiry" | "cvc" | "cardholder", string>>;
}

function field(
  name: "pan" | "expiry" | "cvc" | "cardholder",
  label: string,
  state: CardFormState,
  attrs: string,
): string {
  const error = state.errors?.[name];
  const value = state.values?.[name] ?? "";
  const described = error ? ` aria-invalid="true" aria-describedby="${name}-error"` : "";
  return `<div class="field"><label for="${name}">${label}</label><input id="${name}" name="${name}" value="${escapeHtml(value)}" ${attrs}${described}>${error ? `<p class="error" id="${name}-error">${escapeHtml(error)}</p>` : ""}</div>`;
}

export function renderCardPage(state: CardFormState): string {
  const total = formatMinor(state.amount, state.currency);
  const alert =
    state.errors && Object.keys(state.errors).length
      ? `<p class="alert" role="alert">Please check the card details below.</p>`
      : "";
  const body = `<div class="card">
<h1>Pay ${escapeHtml(total)}</h1>
<p class="merchant">to ${escapeHtml(state.merchant)}${state.description ? ` · ${escapeHtml(state.description)}` : ""}</p>
<div class="total"><span>Amount due</span><strong>${escapeHtml(total)}</strong></div>
<p class="note">Sandbox: no money moves. Card <code>5000 0011 1111 1115</code> pays; <code>4000 0000 0000 0002</code> is declined. Any future expiry date and any 3-digit CVC.</p>
${alert}
<form method="post" action="pay" novalidate>
<input type="hidden" name="mdOrder" value="${escapeHtml(state.mdOrder)}">
${field("pan", "Card number", state, 'inputmode="numeric" autocomplete="cc-number" placeholder="1234 5678 9012 3456"')}
<div class="row">
${field("expiry", "Expiry date (MM/YY)", state, 'inputmode="numeric" autocomplete="cc-exp" placeholder="MM/YY"')}
${field("cvc", "CVC", state, 'inputmode="numeric" autocomplete="cc-csc" placeholder="123"')}
</div>
${field("cardholder", "Name on card", state, 'autocomplete="cc-name"')}
<div class="actions">
<button class="pay" type="submit" name="action" value="pay">Pay ${escapeHtml(total)}</button>
<button class="cancel" type="submit" name="action" value="cancel" formnovalidate>Cancel and return to the shop</button>
</div>
</form>
</div>
<p class="foot">Sandbox gateway speaking the RBS/BPC hosted-payment protocol.</p>`;
  return layout(`Pay ${total} – Sandbox Bank`, body);
}

export function renderMessagePage(
  title: string,
  message: string,
  link?: { href: string; text: string },
): string {
  const action = link
    ? `<div class="actions"><a class="pay" style="display:block;text-align:center;padding:.85rem;border-radius:.6rem;color:#fff;text-decoration:none" href="${escapeHtml(link.href)}">${escapeHtml(link.text)}</a></div>`
    : "";
  return layout(
    title,
    `<div class="card"><h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p>${action}</div>`,
  );
}

function luhn(digits: string): boolean {
  let sum = 0;
  let double = false;
  for (let i = digits.length - 1; i >= 0; i--) {
    let d = Number(digits[i]);
    if (double) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
    double = !double;
  }
  return sum % 10 === 0;
}

/** Checks the card form like a bank page would; returns the errors by field. */
export function validateCard(
  values: { pan?: string; expiry?: string; cvc?: string; cardholder?: string },
  now = new Date(),
): { pan: string; errors: CardFormState["errors"] } {
  const errors: NonNullable<CardFormState["errors"]> = {};
  const pan = (values.pan ?? "").replace(/[\s-]/g, "");
  if (!pan) errors.pan = "Enter the card number.";
  else if (!/^\d{13,19}$/.test(pan) || !luhn(pan)) errors.pan = "This card number is not valid.";
  const expiry = (values.expiry ?? "").trim().match(/^(\d{2})\s*\/\s*(\d{2})$/);
  if (!values.expiry?.trim()) errors.expiry = "Enter the expiry date.";
  else if (!expiry || Number(expiry[1]) < 1 || Number(expiry[1]) > 12) errors.expiry = "Use the form MM/YY.";
  else {
    const year = 2000 + Number(expiry[2]);
    const month = Number(expiry[1]);
    if (year < now.getUTCFullYear() || (year === now.getUTCFullYear() && month < now.getUTCMonth() + 1)) {
      errors.expiry = "This card has expired.";
    }
  }
  if (!/^\d{3,4}$/.test((values.cvc ?? "").trim())) errors.cvc = "Enter the 3 or 4 digits on the back.";
  if (!(values.cardholder ?? "").trim()) errors.cardholder = "Enter the name on the card.";
  return { pan, errors };
}
