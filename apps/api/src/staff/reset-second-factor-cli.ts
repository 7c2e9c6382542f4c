import { readApiEnv } from "../env.ts";
import { runOperatorCommand } from "./operator-database.ts";
import {
  resetSecondFactor,
  SECOND_FACTOR_RESET_USAGE,
  SecondFactorResetRefused,
  secondFactorResetAddress,
} from "./second-factor-reset.ts";

/**
 * `npm run staff:reset-second-factor -- owner@example.com`: for the one owner who lost both the
 * authenticator app and the recovery codes (docs/operations.md). Takes the second factor off that
 * account and ends its sessions; the owner signs in with the password and sets the app up again.
 */
const email = secondFactorResetAddress(process.argv.slice(2));
if (!email) {
  console.error(SECOND_FACTOR_RESET_USAGE);
  process.exit(2);
}
runOperatorCommand(readApiEnv(), SecondFactorResetRefused, async (database) => {
  const reset = await resetSecondFactor(database.db, email);
  console.log(
    `Two-step sign-in of ${reset.email} (${reset.role}) is reset; ${reset.sessionsEnded} session(s) ended.`,
  );
  console.log(
    "They sign in with their password (or reset it from the sign-in page) and set up the authenticator app again before anything else.",
  );
});
