/**
 * Runs in the boot script (ES5, no imports; ADR 0077). Blocks marked `data-lazy-layout` skip the
 * first style and layout pass (base.css) while they are off screen: the browser lays each one out
 * as it nears the screen. After the page's load event the rest are laid out one per idle moment, so
 * no single task carries them, and each waits at most a second for an idle moment. The first key that
 * moves focus or scrolls (Tab, the arrows, Page Up and Down, Home, End, Space) lays out all that are
 * left before its default action, so Tab moves through the page at its real size; other keys (Enter
 * on a button) do not, so the frame they change stays light. A page opened at an anchor (`#…`) is
 * laid out whole from the start: the browser scrolls to it by the real heights.
 */
export const lazyLayoutScript = `(function(){var d=document.documentElement;if(location.hash)return;
d.classList.add("lazy-layout");
function whole(){d.classList.remove("lazy-layout");document.removeEventListener("keydown",moving,true);}
function moving(event){if(/^(Tab|Arrow(Up|Down)|Page(Up|Down)|Home|End| )$/.test(event.key))whole();}
function idle(then){return window.requestIdleCallback?requestIdleCallback(then,{timeout:1000}):setTimeout(then,50);}
function next(){if(!d.classList.contains("lazy-layout"))return;
var block=document.querySelector("[data-lazy-layout]:not([data-laid-out])");if(!block)return whole();
block.setAttribute("data-laid-out","");idle(next);}
document.addEventListener("keydown",moving,true);
window.addEventListener("hashchange",whole,{once:true});
window.addEventListener("load",function(){idle(next);},{once:true});})();`;
