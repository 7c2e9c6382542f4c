/**
 * The page's scripts and web fonts start loading after its first paint (ADR 0025). The server turns
 * React Router's module script into an inert one of this type, carrying the modules it preloads,
 * and the boot script brings it to life once the first contentful paint is reported. Until then
 * the browser's link and CPU serve the HTML, the stylesheet and the first picture alone; the page
 * reads, links and submits its forms without scripts, and its text is set in the fallback faces.
 */
export const AFTER_PAINT_TYPE = "text/x-module-after-paint";

/** The latest the scripts start, painted or not (a tab opened in the background paints nothing). */
const AFTER_PAINT_LATEST_MS = 3000;

/** The attribute on the inert script that lists the modules to preload, separated by spaces. */
export const AFTER_PAINT_MODULES = "data-modules";

/**
 * The attribute on the inert script that names the page's catalogue (ADR 0061): preloaded with the
 * modules, as `<link rel="preload" as="fetch">`, where the scripts look for it.
 */
export const AFTER_PAINT_CATALOGUE = "data-catalogue";

/**
 * The longest the web fonts' stylesheet waits for the font files fetched ahead of it: on a slow
 * link the text is restyled when each file arrives instead, as without the wait.
 */
const FONT_FILES_WAIT_MS = 2500;

/**
 * Runs in the boot script (ES5, no imports): once the browser reports the page's first contentful
 * paint, fetches the font files of the page's language (`fontFiles`, by `<html lang>`) and links the
 * stylesheets that can wait (the web fonts) when they have arrived, preloads the listed modules and
 * the catalogue and runs the module script. Where paint timing is not reported, two frames stand in
 * for it; a page that does not paint (a hidden tab) starts after a few seconds anyway.
 */
export function afterPaintLoader(
  stylesheets: readonly string[],
  fontFiles: Readonly<Record<string, readonly string[]>> = {},
): string {
  return `function startAfterPaint(){var started=false;
function linkSheets(){${JSON.stringify(stylesheets)}.forEach(function(href){var sheet=document.createElement("link");sheet.rel="stylesheet";sheet.href=href;document.head.appendChild(sheet);});}
function fontsThenSheets(){var files=${JSON.stringify(fontFiles)}[document.documentElement.lang]||[],left=files.length,linked=false;
function done(){if(linked)return;linked=true;clearTimeout(wait);linkSheets();}
var wait=setTimeout(done,${FONT_FILES_WAIT_MS});if(!left)return done();
files.forEach(function(href){var font=document.createElement("link");font.rel="preload";font.as="font";font.type="font/woff2";font.crossOrigin="anonymous";font.href=href;
font.onload=font.onerror=function(){if(--left===0)done();};document.head.appendChild(font);});}
function load(){if(started)return;started=true;clearTimeout(timer);
fontsThenSheets();
var inert=document.querySelector('script[type="${AFTER_PAINT_TYPE}"]');if(!inert)return;
var catalogue=inert.getAttribute("${AFTER_PAINT_CATALOGUE}");if(catalogue){var text=document.createElement("link");text.rel="preload";text.as="fetch";text.crossOrigin="anonymous";text.href=catalogue;document.head.appendChild(text);}
(inert.getAttribute("${AFTER_PAINT_MODULES}")||"").split(" ").forEach(function(href){if(!href)return;
var link=document.createElement("link");link.rel="modulepreload";link.href=href;link.nonce=inert.nonce;document.head.appendChild(link);});
var script=document.createElement("script");script.type="module";script.nonce=inert.nonce;script.textContent=inert.textContent;document.head.appendChild(script);}
var timer=setTimeout(load,${AFTER_PAINT_LATEST_MS});
try{if(PerformanceObserver.supportedEntryTypes.indexOf("paint")>=0){new PerformanceObserver(function(list,observer){
if(list.getEntriesByName("first-contentful-paint").length){observer.disconnect();load();}}).observe({type:"paint",buffered:true});return;}}catch(e){}
requestAnimationFrame(function(){requestAnimationFrame(function(){setTimeout(load,0);});});}`;
}
