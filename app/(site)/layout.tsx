import { VerifyEmailNotice } from "@/components/account/verify-email-notice";
import { SiteFooter } from "@/components/layout/site-footer";
import { SiteHeader } from "@/components/layout/site-header";
import { FreeTrialFromQuery } from "@/components/trial/free-trial-from-query";
import { TrialSettings } from "@/components/trial/trial-settings";
import { evGambitHostUrl } from "@/lib/join/game-hosts";

export default function SiteLayout({ children }: { children: React.ReactNode }) {
  return (
    <TrialSettings evGambitHostUrl={evGambitHostUrl()}>
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <SiteHeader />
      <VerifyEmailNotice />
      <main id="main">{children}</main>
      <SiteFooter />
      <FreeTrialFromQuery />
    </TrialSettings>
  );
}
