import type { StaffSession } from "@thalassa/contract/staff";
import { Form } from "react-router";
import { IntentButton } from "../controls/intent-button.tsx";
import { siteDateTime } from "../form/site-time.ts";

function when(iso: string) {
  return <time dateTime={iso}>{siteDateTime(iso)} Cyprus time</time>;
}

/** "Firefox on Windows" is enough to recognise a device; the full user agent is in the title. */
function deviceOf(userAgent: string | null): string {
  if (!userAgent) return "Unknown device";
  const browser = /Edg\//.test(userAgent)
    ? "Edge"
    : /Firefox\//.test(userAgent)
      ? "Firefox"
      : /Chrome\//.test(userAgent)
        ? "Chrome"
        : /Safari\//.test(userAgent)
          ? "Safari"
          : "A browser";
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
            : "an unknown system";
  return `${browser} on ${system}`;
}

/** Where you are signed in: each session, signing one or all others out. */
export function Sessions({ sessions, busy }: { sessions: StaffSession[]; busy: boolean }) {
  const others = sessions.filter((s) => !s.current);
  return (
    <section className="staff-card staff-section" aria-labelledby="sessions-title">
      <h2 id="sessions-title">Where you are signed in</h2>
      <ul className="staff-list">
        {sessions.map((session) => (
          <li key={session.id} className="staff-list__item staff-session">
            <div>
              <strong title={session.user_agent ?? undefined}>{deviceOf(session.user_agent)}</strong>
              {session.current ? <span className="staff-badge">This session</span> : null}
              <p className="staff-note">
                From {session.ip_address ?? "an unknown address"} · signed in {when(session.created_at)} ·
                last used {when(session.last_used_at)}
              </p>
            </div>
            {session.current ? null : (
              <Form method="post">
                <input type="hidden" name="id" value={session.id} />
                <IntentButton intent="sign-out-session" disabled={busy}>
                  Sign out{" "}
                  <span className="visually-hidden">
                    {deviceOf(session.user_agent)} from {session.ip_address}
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
            Sign out all other sessions
          </IntentButton>
        </Form>
      ) : null}
    </section>
  );
}
