import { OutcomePanel } from "@/components/ui/outcome";
import { contactMessages } from "@/lib/messages/contact";
import { joinMessages } from "@/lib/messages/join";
import { trialMessages } from "@/lib/messages/trial";

export interface TrialSuccessProps {
  /** The session code the upstream answered (said at once, not only by mail). */
  code: string | null;
  /** A facilitator has a dashboard, where the session is kept. */
  showDashboard: boolean;
  onClose: () => void;
}

/** 'Success!': the request went through; the session's code, and the way to the dashboard. */
export function TrialSuccess({ code, showDashboard, onClose }: TrialSuccessProps) {
  return (
    <OutcomePanel tone="success" title={trialMessages.successTitle} actionLabel={contactMessages.close} onAction={onClose}>
      {code ? (
        <>
          <strong>{trialMessages.successCode(code)}</strong> {showDashboard ? trialMessages.successDashboard : null}
        </>
      ) : (
        trialMessages.successText
      )}
      {showDashboard ? (
        <>
          <br />
          <a href="/games-overview">{trialMessages.goToDashboard}</a>
        </>
      ) : null}
    </OutcomePanel>
  );
}

/** The EV Gambit's tab was blocked: say so, and offer the address as a link. */
export function TrialTabBlocked({ url, onClose }: { url: string; onClose: () => void }) {
  return (
    <OutcomePanel tone="error" actionLabel={contactMessages.close} onAction={onClose}>
      {joinMessages.popupBlocked}
      <br />
      <a href={url} target="_blank" rel="noopener noreferrer">
        {trialMessages.openGame}
      </a>
    </OutcomePanel>
  );
}
