export { HeroCarousel as default } from "../../components/home/hero-carousel.tsx";
