import type { SessionUser } from "@/lib/auth/session-user";
import { initials } from "./initials";
import styles from "./account.module.css";

/** The picture, else the initials of the first two words of the name, else U. Decorative: the button names it. */
export function Avatar({ user }: { user: Pick<SessionUser, "name" | "picture"> }) {
  return (
    <span className={styles.avatar} aria-hidden="true">
      {user.picture ? (
        // Pictures come from any host the identity provider uses; next/image would need each listed.
        // eslint-disable-next-line @next/next/no-img-element
        <img src={user.picture} alt="" width={40} height={40} referrerPolicy="no-referrer" />
      ) : (
        initials(user.name)
      )}
    </span>
  );
}
