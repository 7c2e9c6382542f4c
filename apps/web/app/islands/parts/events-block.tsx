export { EventsBlock as default } from "../../components/home/events-block.tsx";
