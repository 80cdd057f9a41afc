import { GameGrid } from "@/components/games/game-grid";
import { games } from "@/content";

export function ExploreSimulations() {
  return (
    <section id="ourSimulations" className="section" aria-labelledby="simulations-heading">
      <div className="container">
        <h2 id="simulations-heading" className="section-title">
          Explore Simulations
        </h2>
        <p className="section-lead">
          Each game runs in one class period and comes with teaching material for the debrief.
        </p>
        <GameGrid games={games} />
      </div>
    </section>
  );
}
