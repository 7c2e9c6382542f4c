// The group's own contact details.
import type { Address } from "@thalassa/contract/entities";

/* ---------------------------------------------------------------- group constants */

export const GROUP_DOMAIN = "https://thalassa-group.example";
export const GROUP_EMAIL = "hello@thalassa-group.example";
export const JOBS_EMAIL = "careers@thalassa-group.example";
export const EVENTS_EMAIL = "events@thalassa-group.example";
export const PRIVACY_EMAIL = "privacy@thalassa-group.example";
export const ACCESSIBILITY_EMAIL = "accessibility@thalassa-group.example";
export const GROUP_PHONE = "+357 25 030 300";

export const HEAD_OFFICE: Address = {
  street: "Thalassa House, 41 Spyrou Kyprianou Avenue",
  locality: "Limassol",
  postal_code: "3070",
  country: "CY",
  latitude: 34.6921,
  longitude: 33.0594,
};
