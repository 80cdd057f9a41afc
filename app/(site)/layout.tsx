import { VerifyEmailNotice } from "@/components/account/verify-email-notice";
import { SignedInKindNotice } from "@/components/auth/signed-in-kind-notice";
import { SiteFooter } from "@/components/layout/site-footer";
import { SiteHeader } from "@/components/layout/site-header";
import { FreeTrialFromQuery } from "@/components/trial/free-trial-from-query";
import { TrialSettings } from "@/components/trial/trial-settings";
import { evGambitHostUrl } from "@/lib/join/game-hosts";
import { guideGameIds } from "@/lib/trial/guide-games";

export default function SiteLayout({ children }: { children: React.ReactNode }) {
  return (
    <TrialSettings evGambitHostUrl={evGambitHostUrl()} guideGameIds={guideGameIds()}>
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <SiteHeader />
      <VerifyEmailNotice />
      <SignedInKindNotice />
      <main id="main">{children}</main>
      <SiteFooter />
      <FreeTrialFromQuery />
    </TrialSettings>
  );
}
