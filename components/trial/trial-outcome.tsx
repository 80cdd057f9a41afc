import { OutcomePanel } from "@/components/ui/outcome";
import { contactMessages } from "@/lib/messages/contact";
import { joinMessages } from "@/lib/messages/join";
import { trialMessages } from "@/lib/messages/trial";

/** 'Success!': the request went through and access details follow by e-mail. */
export function TrialSuccess({ onClose }: { onClose: () => void }) {
  return (
    <OutcomePanel tone="success" title={trialMessages.successTitle} actionLabel={contactMessages.close} onAction={onClose}>
      {trialMessages.successText}
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
