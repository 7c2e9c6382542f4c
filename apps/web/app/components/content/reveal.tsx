import { type ElementType, type ReactNode, useEffect, useRef } from "react";
import "./reveal.css";

interface RevealProps {
  as?: ElementType;
  className?: string;
  children: ReactNode;
  id?: string;
}

/**
 * SPEC §9 scroll animation: content rises and fades in (500 ms) once, as it is about to scroll
 * into view. The content is never hidden while waiting: the animation starts just below the
 * viewport, so pages read fully without scripts, in print and in full-page captures, and nothing
 * moves under reduced motion (see reveal.css).
 */
export function Reveal({ as: Tag = "div", className, children, id }: RevealProps) {
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    const node = ref.current;
    if (!node) return;
    // Already on screen when the page became interactive: leave it still.
    if (node.getBoundingClientRect().top < window.innerHeight) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          node.classList.add("is-revealing");
          observer.disconnect();
        }
      },
      { rootMargin: "0px 0px 12% 0px" },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, []);
  return (
    <Tag ref={ref} id={id} className={`scroll-reveal ${className ?? ""}`}>
      {children}
    </Tag>
  );
}
