import { CatalogueFilter } from "@/components/catalogue/catalogue-filter";
import { CatalogueList } from "@/components/catalogue/catalogue-list";
import { GameCard } from "@/components/games/game-card";
import { gameGridClassName } from "@/components/games/game-grid";
import { games } from "@/content";
import { buildCatalogue } from "@/lib/catalogue/build-catalogue";

const anchor = "ourSimulations";
const listId = "catalogue-games";

export function ExploreSimulations() {
  return (
    <section id={anchor} className="section" aria-labelledby="simulations-heading">
      <div className="container">
        <h2 id="simulations-heading" className="section-title">
          Explore Simulations
        </h2>
        <p className="section-lead">Each game runs in one class period. Its page lists the teaching material that comes with it.</p>
        <CatalogueFilter catalogue={buildCatalogue(games)} listId={listId} anchor={anchor} />
        <CatalogueList id={listId} className={gameGridClassName} items={games} render={(game) => <GameCard game={game} />} />
      </div>
    </section>
  );
}
