// `npm run build`: the API and the site, built on the project's Node.js runtime.
import "./runtime-node.mjs";
import { buildAll } from "./ensure-built.mjs";

buildAll();
