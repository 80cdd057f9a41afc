import { gameMessages } from "@/lib/messages/games";

/** Open the game, in a new tab: a licensed facilitator's way to run the game with their class. */
export function OpenGameLink({ href, onClick }: { href: string; onClick?: () => void }) {
  return (
    <a href={href} className="btn btn-primary" target="_blank" rel="noopener noreferrer" onClick={onClick}>
      {gameMessages.openGame}
      <span className="visually-hidden"> (opens in a new tab)</span>
    </a>
  );
}
