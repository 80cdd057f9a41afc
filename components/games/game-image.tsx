import { SiteImage } from "@/components/ui/site-image";
import type { Image as ImageData } from "@/content/schema";

export interface GameImageProps {
  image: ImageData;
  className?: string;
  priority?: boolean;
  /** Empty when the image only repeats nearby text. */
  alt?: string;
}

/** A content image with its drawn size reserved; SVGs are served as they are. */
export function GameImage({ image, className, priority, alt }: GameImageProps) {
  return (
    <SiteImage src={image.src} alt={alt ?? image.alt} width={image.width} height={image.height} className={className} priority={priority} />
  );
}
