/**
 * The not-found and error pages' messages. Part of `messages` (lib/messages/index.ts); kept in a
 * module of their own because the error boundary ships with every page, and should not carry the rest.
 */
export const errorMessages = {
  notFound: {
    heading: "Oops! Page Not Found",
    text: "The page you're looking for doesn't exist or has been moved.",
  },
  errorPage: { heading: "Oops! some error occurred" },
  goBackHome: "Go Back Home",
} as const;
