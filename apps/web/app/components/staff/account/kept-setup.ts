import { useEffect, useState } from "react";
import type { AccountOutcome } from "./outcome.ts";

/*
 * A first set-up of two-step sign-in survives a reload of the page (the staff walkthrough's A1:
 * "Reloading the page during set-up throws the shown key away"; a person who had scanned the QR code
 * then got a new key the app did not have). The key, its QR code and the recovery codes on screen are
 * kept in this tab's session storage, for this person, until the set-up is confirmed or 30 minutes
 * have passed; they never leave the device again, and another tab, browser or colleague never sees
 * them. Without script a reload shows the start again, as before.
 */

type Setup = NonNullable<AccountOutcome["setup"]>;
const STORAGE_KEY = "thalassa-staff-second-factor-setup";
const KEEP_MS = 30 * 60_000;

interface Kept {
  userId: string;
  at: number;
  setup: Setup;
}

function keptFor(userId: string, now: number): Setup | undefined {
  try {
    const kept = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? "null") as Kept | null;
    if (kept?.userId === userId && now - kept.at < KEEP_MS && typeof kept.setup?.secret === "string")
      return kept.setup;
  } catch {
    // Storage refused (private mode) or a value from elsewhere: nothing kept.
  }
  return undefined;
}

/**
 * The set-up to show: the one the last answer brought, else the one this tab kept for `userId`
 * while two-step sign-in is not on yet (`enabled` ends it and forgets it).
 */
export function useKeptSetup(shown: Setup | undefined, enabled: boolean, userId: string | undefined) {
  const [kept, setKept] = useState<Setup>();
  useEffect(() => {
    try {
      if (enabled || !userId) {
        sessionStorage.removeItem(STORAGE_KEY);
        setKept(undefined);
      } else if (shown) {
        sessionStorage.setItem(STORAGE_KEY, JSON.stringify({ userId, at: Date.now(), setup: shown }));
      } else {
        setKept(keptFor(userId, Date.now()));
      }
    } catch {
      // Storage refused: the set-up is shown as long as the page is, as without script.
    }
  }, [shown, enabled, userId]);
  return shown ?? (enabled ? undefined : kept);
}
