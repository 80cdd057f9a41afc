import { FilterableCatalogue } from "@/components/catalogue/filterable-catalogue";
import { GameCard } from "@/components/games/game-card";
import { gameGridClassName } from "@/components/games/game-grid";
import { games } from "@/content";
import { buildCatalogue } from "@/lib/catalogue/build-catalogue";

const anchor = "ourSimulations";

export function ExploreSimulations() {
  const cards = Object.fromEntries(games.map((game) => [game.slug, <GameCard key={game.slug} game={game} />]));
  return (
    <section id={anchor} className="section" aria-labelledby="simulations-heading">
      <div className="container">
        <h2 id="simulations-heading" className="section-title">
          Explore Simulations
        </h2>
        <p className="section-lead">
          Each game runs in one class period and comes with teaching material for the debrief.
        </p>
        <FilterableCatalogue
          catalogue={buildCatalogue(games)}
          cards={cards}
          listClassName={gameGridClassName}
          anchor={anchor}
        />
      </div>
    </section>
  );
}
