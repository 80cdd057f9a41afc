import type { Metadata } from "next";
import styles from "@/components/auth/auth-page.module.css";
import own from "@/components/account/account-page.module.css";
import { verifyEmailByToken } from "@/lib/auth/email-verification";
import { param, type SearchParams } from "@/lib/auth/query";
import { messages } from "@/lib/messages";
import { pageUser } from "@/lib/auth/signed-in";

export const metadata: Metadata = {
  title: "E-mail verification",
  robots: { index: false },
  referrer: "no-referrer",
};

export const dynamic = "force-dynamic";

const problems = { unknown: messages.verify.unknown, used: messages.verify.used, expired: messages.verify.expired } as const;

/** The page a verification mail links to: following the link verifies the address. */
export default async function VerifyEmailPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const token = param(await searchParams, "token") ?? "";
  const result = token ? await verifyEmailByToken(token) : ({ ok: false, problem: "unknown" } as const);
  const next = await nextStep();
  return (
    <>
      <h1 className={styles.title}>{messages.verify.title}</h1>
      {result.ok ? (
        <p role="status" className={`${styles.successText} ${own.lead}`}>
          {"alreadyVerified" in result ? messages.verify.alreadyVerified : messages.verify.done}
        </p>
      ) : (
        <>
          <p role="alert" className={styles.errorText}>
            {problems[result.problem]}
          </p>
          <p className={own.lead}>{messages.verify.askNewLink}</p>
        </>
      )}
      <a href={next.href} className={`btn btn-primary ${styles.submit}`}>
        {next.label}
      </a>
    </>
  );
}

/** Where the person goes on from here: a facilitator's dashboard, log-in, or the home page. */
async function nextStep(): Promise<{ href: string; label: string }> {
  const user = await pageUser().catch(() => null);
  if (!user) return { href: "/login", label: messages.verify.logIn };
  if (user.role === "facilitator") return { href: "/games-overview", label: messages.verify.dashboard };
  return { href: "/", label: messages.verify.home };
}
