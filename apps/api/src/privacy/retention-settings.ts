import { defaultRetentionPeriods, type RetentionPeriods } from "@thalassa/contract/privacy";
import { z } from "zod";

/** Each retention period's setting (README's settings table), by the period it sets. */
const settingNames = {
  enquiryMonths: "RETENTION_ENQUIRY_MONTHS",
  applicationMonthsAfterFilled: "RETENTION_APPLICATION_MONTHS_AFTER_FILLED",
  applicationMaxMonths: "RETENTION_APPLICATION_MAX_MONTHS",
  newsletterUnconfirmedDays: "RETENTION_NEWSLETTER_UNCONFIRMED_DAYS",
  newsletterUnsubscribedDays: "RETENTION_NEWSLETTER_UNSUBSCRIBED_DAYS",
  sentMailDays: "RETENTION_SENT_MAIL_DAYS",
  auditMonths: "RETENTION_AUDIT_MONTHS",
  consentLogMonths: "RETENTION_CONSENT_LOG_MONTHS",
  giftCardContactMonthsAfterExpiry: "RETENTION_GIFT_CARD_CONTACT_MONTHS",
  giftCardUnpaidDays: "RETENTION_GIFT_CARD_UNPAID_DAYS",
  accountingYears: "RETENTION_ACCOUNTING_YEARS",
} as const satisfies Record<keyof RetentionPeriods, string>;

type SettingName = (typeof settingNames)[keyof RetentionPeriods];

const period = (fallback: number) => z.coerce.number().int().positive().default(fallback);

/** The environment's retention settings, defaulting to the privacy policy's periods (ADR 0034). */
export const retentionEnvShape = {
  ...(Object.fromEntries(
    Object.entries(settingNames).map(([key, name]) => [
      name,
      period(defaultRetentionPeriods[key as keyof RetentionPeriods]),
    ]),
  ) as Record<SettingName, ReturnType<typeof period>>),
  /** How often the retention run happens, in hours; 0 turns it off (tests, an outside scheduler). */
  RETENTION_RUN_HOURS: z.coerce.number().min(0).default(24),
};

export function retentionPeriodsFromEnv(env: Record<SettingName, number>): RetentionPeriods {
  return Object.fromEntries(
    Object.entries(settingNames).map(([key, name]) => [key, env[name as SettingName]]),
  ) as RetentionPeriods;
}
