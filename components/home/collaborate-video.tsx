import { PlayIcon } from "@/components/video/play-icon";
import { VideoButton } from "@/components/video/video-button";
import { heroImages, site } from "@/content";
import styles from "./collaborate.module.css";

/**
 * The poster of the collaboration video; the player itself loads only when the dialog opens. A placeholder
 * recording is no video: the picture alone, never a button that says "Video not available".
 */
export function CollaborateVideo() {
  const poster = heroImages[1] ?? heroImages[0];
  const image = poster ? (
    // eslint-disable-next-line @next/next/no-img-element -- an SVG illustration, sized, lazy
    <img src={poster.src} alt="" width={poster.width} height={poster.height} loading="lazy" decoding="async" />
  ) : null;
  if (site.collaborateVideo.placeholder) {
    return <div className={`${styles.poster} ${styles.still}`}>{image}</div>;
  }
  return (
    <VideoButton
      url={site.collaborateVideo.url}
      title="How we co-design games with faculty"
      label="Play the video: How we co-design games with faculty"
      className={styles.poster}
    >
      {image}
      <span className={styles.play}>
        <PlayIcon size={64} />
      </span>
    </VideoButton>
  );
}
