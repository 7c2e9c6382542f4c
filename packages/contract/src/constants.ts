/** Numbers the product spec fixes. Each names the SPEC.md section it comes from. */

/** §9 Mobile hero breakpoint: the mobile slide set is used at widths up to this. */
export const HERO_MOBILE_MAX_WIDTH = 430;
/** §9 Videos autoplay by visibility at widths up to this. */
export const VIDEO_AUTOPLAY_MAX_WIDTH = 860;
/** §9 Share of a video that must be visible before it plays. */
export const VIDEO_VISIBILITY_THRESHOLD = 0.5;
/** §9 Media placeholder fade, in ms. */
export const MEDIA_FADE_MS = 500;
/** §9 Intro splash, in ms after page data loaded. */
export const SPLASH_MS = 2800;
/** §7/§9 utm_source cookie lifetime, in days. */
export const UTM_COOKIE_DAYS = 30;
export const UTM_COOKIE_NAME = "utm_source";
/** §9 Cookie consent. */
export const CONSENT_COOKIE_NAME = "RestaurantsCookiesConsent";
export const CONSENT_COOKIE_DAYS = 180;
/** §9 Brands logo carousel: logos per view from the widest breakpoint down. */
export const LOGO_CAROUSEL_PER_VIEW = [15, 9, 8, 7, 6, 5, 4, 3] as const;
/** The widths (px) from which each count of LOGO_CAROUSEL_PER_VIEW applies; the last is every width. */
export const LOGO_CAROUSEL_FROM_WIDTHS = [1920, 1400, 1200, 992, 768, 576, 480, 0] as const;
export const LOGO_SLOT_PX = 120;
/** §2/§9 Brand never shown in the logo carousel. */
export const LOGO_CAROUSEL_SKIPPED_BRAND_ID = 18;
/** §3/§9 Catering enquiries always go to this website. */
export const CATERING_WEBSITE_ID = 7;
export const TEXTAREA_ROWS = 4;
/** §9 News list paging. */
export const NEWS_PAGE_SIZE = 9;
/**
 * The most stories one news list answer carries: 100 pages of the list. A visitor who scrolls
 * past them is told there is no more (ADR 0038); an address asking for more pages shows these.
 */
export const MAX_NEWS_LIST_ITEMS = 100 * NEWS_PAGE_SIZE;
/** What's On shows this many events (three rows of three), then a "Load more" link for the next ones (ADR 0038). */
export const EVENTS_PAGE_SIZE = 9;
/** The most events one What's On answer carries: 50 pages. */
export const MAX_EVENTS_LIST_ITEMS = 50 * EVENTS_PAGE_SIZE;
/** The home page's events carousel shows the next events up to this many (ADR 0038). */
export const HOME_EVENTS = 12;
/** Stories in the RSS feed, newest first: a feed reader asks again, so it needs only the latest. */
export const NEWS_FEED_ITEMS = 30;
/**
 * Events in the subscribable calendar (/whats-on/calendar.ics), soonest first: the coming months
 * for a subscriber, read as one cut list whatever the calendar holds (ADR 0057).
 */
export const CALENDAR_FEED_EVENTS = 100;
export const NEWS_LOAD_DELAY_MS = 500;
export const SCROLL_TOP_THRESHOLD_PX = 300;
export const INFINITE_SCROLL_THRESHOLD = 0.8;
export const SCROLL_THROTTLE_MS = 150;
/** §9 Title truncation lengths. */
export const TITLE_MAX_NEWS_LIST = 40;
export const TITLE_MAX_HOME = 60;
export const TITLE_MAX_CSR = 15;
/** §9 Excerpt helper: words kept; -1 means no limit. */
export const EXCERPT_WORDS = 30;
export const EXCERPT_NO_LIMIT = -1;
/** §9 Event carousel auto-advance, in ms. */
export const EVENT_CAROUSEL_INTERVAL_MS = 5000;
/** §2/§9 Home events block: cards per view by viewport width. */
export const HOME_EVENTS_ONE_MAX_WIDTH = 500;
export const HOME_EVENTS_TWO_MAX_WIDTH = 768;
/** §9 Uploads. */
export const UPLOAD_MAX_BYTES = 2 * 1024 * 1024;
export const UPLOAD_EXTENSIONS = ["jpg", "png", "jpeg", "pdf", "doc", "docx"] as const;
/** §9 Gift cards. */
export const GIFT_CARD_MIN_AMOUNT = 1;
export const GIFT_CARD_CURRENCY = "EUR";
/** ISO 4217 numeric code of EUR, as the payment gateway expects it. */
export const GIFT_CARD_CURRENCY_NUMERIC = "978";
/* §2/§9 Brand buttons are brand fields (book_online_url, order_now_url; ADR 0036), no longer id lists. */
/** §9 Scroll reveal animation, once. */
export const SCROLL_ANIMATION_MS = 500;
/** §9 Cached query data lifetime, in ms. */
export const QUERY_CACHE_MS = 60_000;
/** §9 Modal transitions, in ms. */
export const MODAL_TRANSITION_MS = 300;
export const MODAL_BACKDROP_MS = 150;
/** §9 Grid breakpoints, in px. */
export const BREAKPOINTS = { xs: 0, sm: 576, md: 768, lg: 992, xl: 1200, xxl: 1400 } as const;
/** §2 The literal text the CMS uses for "no value" in some fields. */
export const NULL_TEXT = "null";
/** §3 The Gift card order's fixed placeholder expiry date. */
export const GIFT_CARD_EXPIRY_PLACEHOLDER = "2099-12-31";
/** Time zone and locale every date is shown in, on the server and in the browser alike. */
export const SITE_TIME_ZONE = "Europe/Nicosia";
export const SITE_LOCALE = "en-GB";
/** A hidden field bots fill in; people never see it. Anything in it refuses the submission. */
export const HONEYPOT_FIELD = "website_url";
/** Hidden field carrying a per-form-render key, so a double click or a retry stores one record. */
export const IDEMPOTENCY_FIELD = "idempotency_key";
