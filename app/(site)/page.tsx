import type { Metadata } from "next";
import { AboutUs } from "@/components/home/about-us";
import { Collaborate } from "@/components/home/collaborate";
import { CollaborateVideo } from "@/components/home/collaborate-video";
import { ContactSection } from "@/components/home/contact-section";
import { ExploreSimulations } from "@/components/home/explore-simulations";
import { FoundingTeam } from "@/components/home/founding-team";
import { Hero } from "@/components/home/hero";
import { Testimonials } from "@/components/home/testimonials";
import { TrustedBy } from "@/components/home/trusted-by";
import { CollaborateButton } from "@/components/contact/collaborate-button";
import { ContactFormStandIn } from "@/components/contact/contact-form-stand-in";
import { DemoRequestForm } from "@/components/contact/demo-request-form";
import { JoinCodeForm } from "@/components/join/join-code-form";
import { NoticeFromQuery } from "@/components/home/notice-from-query";
import { JsonLd } from "@/components/seo/json-ld";
import { Toaster } from "@/components/ui/toaster";
import { siteSocialImage } from "@/components/seo/site-social-image";
import { site, team } from "@/content";
import { joinRoutes, knowsSessionCodes } from "@/lib/join/game-hosts";
import { GOOGLE_JOINED_NOTICE, SIGNED_OUT_NOTICE } from "@/lib/auth/constants";
import { authMessages } from "@/lib/messages/auth";
import { dashboardMessages } from "@/lib/messages/dashboard";
import { absoluteUrl } from "@/lib/site-url";

export const metadata: Metadata = {
  title: { absolute: `${site.name} — ${site.tagline}` },
  description: site.description,
  alternates: { canonical: "/" },
  openGraph: { url: "/", title: site.name, description: site.description, images: [siteSocialImage] },
};

export default function HomePage() {
  return (
    <>
      <JsonLd
        data={{
          "@context": "https://schema.org",
          "@type": "Organization",
          name: site.name,
          url: absoluteUrl("/"),
          logo: absoluteUrl("/images/brand/logo.svg"),
          email: site.email,
          sameAs: site.companyPage.placeholder ? [] : [site.companyPage.url],
          description: site.description,
          numberOfEmployees: team.length,
        }}
      />
      <Hero joinForm={<JoinCodeForm routes={joinRoutes()} checkSessions={knowsSessionCodes()} />} />
      <ExploreSimulations />
      <Testimonials />
      <AboutUs />
      <Collaborate video={<CollaborateVideo />} action={<CollaborateButton />} />
      <FoundingTeam />
      <ContactSection form={<DemoRequestForm standIn={<ContactFormStandIn />} />} />
      <TrustedBy />
      <Toaster />
      <NoticeFromQuery
        notices={{
          "instructors-only": dashboardMessages.instructorsOnly,
          [GOOGLE_JOINED_NOTICE]: authMessages.login.googleJoined,
          [SIGNED_OUT_NOTICE]: authMessages.session.signedOut,
        }}
      />
    </>
  );
}
