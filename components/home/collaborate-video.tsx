import { PlayIcon } from "@/components/video/play-icon";
import { VideoButton } from "@/components/video/video-button";
import { heroImages, site } from "@/content";
import styles from "./collaborate.module.css";

/** The poster of the collaboration video; the player itself loads only when the dialog opens. */
export function CollaborateVideo() {
  const poster = heroImages[1] ?? heroImages[0];
  return (
    <VideoButton
      url={site.collaborateVideoUrl}
      title="How we co-design games with faculty"
      label="Play the video: How we co-design games with faculty"
      className={styles.poster}
    >
      {poster ? (
        // eslint-disable-next-line @next/next/no-img-element -- an SVG illustration, sized, lazy
        <img src={poster.src} alt="" width={poster.width} height={poster.height} loading="lazy" decoding="async" />
      ) : null}
      <span className={styles.play}>
        <PlayIcon size={64} />
      </span>
    </VideoButton>
  );
}
