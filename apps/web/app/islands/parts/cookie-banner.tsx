export { CookieBanner as default } from "../../components/layout/cookie-banner.tsx";
