export { LogoCarousel as default } from "../../components/home/logo-carousel.tsx";
