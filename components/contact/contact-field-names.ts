/** The contact form's fields, in order; a module of its own so the demo form's stand-in needs none of the markup's code. */
export const contactFields = ["name", "email", "course", "class_size", "message"] as const;
export type ContactField = (typeof contactFields)[number];
