import type { StaffSession } from "@thalassa/contract/staff";
import { Form } from "react-router";
import { IntentButton } from "../controls/intent-button.tsx";
import { siteDateTime } from "../form/site-time.ts";
import { type StaffTranslate, useStaffText } from "../text/use-staff-text.tsx";

function When({ iso }: { iso: string }) {
  const { t, formatLocale } = useStaffText();
  return <time dateTime={iso}>{t("account.cyprusTime", { time: siteDateTime(iso, formatLocale) })}</time>;
}

/** "Firefox on Windows" is enough to recognise a device; the full user agent is in the title. */
function deviceOf(userAgent: string | null, t: StaffTranslate): string {
  if (!userAgent) return t("account.unknownDevice");
  const browser = /Edg\//.test(userAgent)
    ? "Edge"
    : /Firefox\//.test(userAgent)
      ? "Firefox"
      : /Chrome\//.test(userAgent)
        ? "Chrome"
        : /Safari\//.test(userAgent)
          ? "Safari"
          : t("account.aBrowser");
  const system = /iPhone|iPad/.test(userAgent)
    ? "iOS"
    : /Android/.test(userAgent)
      ? "Android"
      : /Windows/.test(userAgent)
        ? "Windows"
        : /Mac OS X/.test(userAgent)
          ? "macOS"
          : /Linux/.test(userAgent)
            ? "Linux"
            : t("account.unknownSystem");
  return t("account.device", { browser, system });
}

/** Where you are signed in: each session, signing one or all others out. */
export function Sessions({ sessions, busy }: { sessions: StaffSession[]; busy: boolean }) {
  const others = sessions.filter((s) => !s.current);
  const { t } = useStaffText();
  return (
    <section className="staff-card staff-section" aria-labelledby="sessions-title">
      <h2 id="sessions-title">{t("account.sessionsTitle")}</h2>
      <ul className="staff-list">
        {sessions.map((session) => (
          <li key={session.id} className="staff-list__item staff-session">
            <div>
              <strong title={session.user_agent ?? undefined}>{deviceOf(session.user_agent, t)}</strong>
              {session.current ? <span className="staff-badge">{t("caps.thisSession")}</span> : null}
              <p className="staff-note">
                {t("account.sessionFrom", { address: session.ip_address ?? t("account.unknownAddress") })} ·{" "}
                {t("account.signedInAt")} <When iso={session.created_at} /> · {t("account.lastUsedAt")}{" "}
                <When iso={session.last_used_at} />
              </p>
            </div>
            {session.current ? null : (
              <Form method="post">
                <input type="hidden" name="id" value={session.id} />
                <IntentButton intent="sign-out-session" disabled={busy}>
                  {t("account.signOutSession")}{" "}
                  <span className="visually-hidden">
                    {t("account.signOutSessionOf", {
                      device: deviceOf(session.user_agent, t),
                      address: session.ip_address ?? t("account.unknownAddress"),
                    })}
                  </span>
                </IntentButton>
              </Form>
            )}
          </li>
        ))}
      </ul>
      {others.length ? (
        <Form method="post">
          <IntentButton intent="sign-out-others" tone="danger" disabled={busy}>
            {t("account.signOutOthers")}
          </IntentButton>
        </Form>
      ) : null}
    </section>
  );
}
