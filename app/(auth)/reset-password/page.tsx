import type { Metadata } from "next";
import { NewPasswordForm } from "@/components/account/new-password-form";
import { ForgotPasswordForm } from "@/components/auth/forgot-password-form";
import styles from "@/components/auth/auth-page.module.css";
import own from "@/components/account/account-page.module.css";
import { checkResetToken } from "@/lib/auth/password-reset";
import { param, type SearchParams } from "@/lib/auth/query";
import { messages } from "@/lib/messages";

export const metadata: Metadata = {
  title: "Reset Password",
  robots: { index: false },
  // The token must not travel to other sites in a Referer header.
  referrer: "no-referrer",
};

export const dynamic = "force-dynamic";

const problems = { unknown: messages.resetPage.unknown, used: messages.resetPage.used, expired: messages.resetPage.expired } as const;

/** The page a reset mail links to: the new password is chosen here, with the mailed token. */
export default async function ResetPasswordPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const token = param(await searchParams, "token") ?? "";
  const check = token ? await checkResetToken(token) : ({ ok: false, problem: "unknown" } as const);
  const askAgain = (
    <section aria-labelledby="ask-again">
      <p className={own.logInLine}>
        {messages.resetPage.knowPassword}{" "}
        <a href={check.ok && check.mode === "facilitator" ? "/login?role=Facilitator" : "/login"}>{messages.resetPage.logIn}</a>
      </p>
      <h2 id="ask-again" className={own.subtitle}>
        {messages.resetPage.askNewLink}
      </h2>
      <ForgotPasswordForm mode={check.ok ? check.mode : "student"} />
    </section>
  );

  // A link that cannot be used says so first, as the page's heading, never "Choose a new password".
  if (!check.ok)
    return (
      <>
        <h1 className={styles.title}>{problems[check.problem]}</h1>
        {askAgain}
      </>
    );
  return (
    <>
      <h1 className={styles.title}>{messages.resetPage.title}</h1>
      <NewPasswordForm token={token} askAgain={askAgain} />
    </>
  );
}
