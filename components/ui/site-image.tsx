export interface SiteImageProps {
  src: string;
  alt: string;
  width: number;
  height: number;
  className?: string;
  /** Above the fold: load at once with high priority instead of lazily. */
  priority?: boolean;
  /** Lazy and fetched after everything else the first screen needs (the home hero's pictures). */
  background?: boolean;
}

/**
 * Every picture of the site is an SVG drawn to scale (content/ checks width and height), so a plain
 * sized <img> is already responsive and shift-free; next/image would only add client JavaScript to
 * every static page. A raster photo would go through next/image instead (docs/decisions/svg-images-without-next-image.md).
 */
export function SiteImage({ src, alt, width, height, className, priority = false, background = false }: SiteImageProps) {
  return (
    // eslint-disable-next-line @next/next/no-img-element -- see above
    <img
      src={src}
      alt={alt}
      width={width}
      height={height}
      className={className}
      loading={priority ? "eager" : "lazy"}
      fetchPriority={priority ? "high" : background ? "low" : undefined}
      decoding="async"
    />
  );
}
