import { trialMessages as text } from "@/lib/messages/trial";
import { trialLoginPath, trialSignupPath, type TrialAuthQuery } from "@/lib/trial/trial-query";
import { DialogStep } from "./dialog-step";
import { useTrialTerms } from "./trial-settings";

/**
 * What a signed-out visitor sees first in the trial dialog (before any field): a trial needs a
 * free account, then Sign Up (most visitors have none) or Log In, both carrying the game and the way back.
 */
export function TrialNeedsAccount({ query, gameName }: { query: TrialAuthQuery; gameName?: string }) {
  const terms = useTrialTerms(query.game);
  return (
    <DialogStep title={text.needsAccount} text={gameName ? text.needsAccountFor(gameName) : text.needsAccountText} terms={terms}>
      <a href={trialSignupPath(query)} className="btn btn-primary">
        {text.signUp}
      </a>
      <a href={trialLoginPath(query)} className="btn btn-outline">
        {text.logIn}
      </a>
    </DialogStep>
  );
}
