import type { ReactNode } from "react";
import { Media, type MediaSource } from "../media/media.tsx";

interface CardMediaProps {
  /** The card's own media class (its aspect ratio and corners live in the card's CSS). */
  className: string;
  image: MediaSource | null;
  /** The `sizes` of the card's picture in its grid. */
  sizes: string;
  priority?: boolean;
  /** Anything laid over the picture (a date badge). */
  children?: ReactNode;
}

/**
 * A card's picture area: the picture fills it and is decorative (the card's title names the card);
 * without a picture the area keeps its size, so the cards of a grid stay aligned.
 */
export function CardMedia({ className, image, sizes, priority = false, children }: CardMediaProps) {
  return (
    <div className={className}>
      {image ? <Media media={image} fill alt="" priority={priority} sizes={sizes} /> : null}
      {children}
    </div>
  );
}
