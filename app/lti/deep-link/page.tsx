import type { Metadata } from "next";
import { CatalogueList } from "@/components/catalogue/catalogue-list";
import { DeepLinkPicker } from "@/components/lti/deep-link-picker";
import { games } from "@/content";
import { buildCatalogue } from "@/lib/catalogue/build-catalogue";
import { ltiMessages } from "@/lib/messages/lti";
import styles from "@/components/lti/deep-link-picker.module.css";

const listId = "lti-games-list";

export const metadata: Metadata = { title: ltiMessages.pickerTitle, robots: { index: false } };

/**
 * A professor's deep-linking request lands here (its id in the fragment): the catalogue with its
 * filters, one choice per game, and the class's session code.
 */
export default function DeepLinkPage() {
  return (
    <DeepLinkPicker catalogue={buildCatalogue(games)} listId={listId}>
      <CatalogueList
        id={listId}
        className={styles.list ?? ""}
        items={games}
        render={(game) => (
          <label className={styles.choice}>
            <input type="radio" name="game" value={game.slug} form="lti-pick" required />
            <strong>{game.title}</strong>
            <span className={styles.subtitle}>{game.subtitle}</span>
          </label>
        )}
      />
    </DeepLinkPicker>
  );
}
