import { OutcomePanel } from "@/components/ui/outcome";
import { uiMessages } from "@/lib/ui-messages";

const { trial, contact, join } = uiMessages;

/** 'Success!': the request went through and access details follow by e-mail. */
export function TrialSuccess({ onClose }: { onClose: () => void }) {
  return (
    <OutcomePanel tone="success" title={trial.successTitle} actionLabel={contact.close} onAction={onClose}>
      {trial.successText}
    </OutcomePanel>
  );
}

/** The EV Gambit's tab was blocked: say so, and offer the address as a link. */
export function TrialTabBlocked({ url, onClose }: { url: string; onClose: () => void }) {
  return (
    <OutcomePanel tone="error" actionLabel={contact.close} onAction={onClose}>
      {join.popupBlocked}
      <br />
      <a href={url} target="_blank" rel="noopener noreferrer">
        {trial.openGame}
      </a>
    </OutcomePanel>
  );
}
