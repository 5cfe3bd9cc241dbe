import { useEffect, useState } from "react";

export type ContactSchema = typeof import("../../core/contact/contact-message.ts");

// The schema (zod) loads once the page is shown, keeping it out of the page's first load.
const loadSchema = (): Promise<ContactSchema> => import("../../core/contact/contact-message.ts");

/** The contact message's schema, once loaded; until then the form cannot check or send. */
export function useContactSchema(): ContactSchema | undefined {
  const [schema, setSchema] = useState<ContactSchema>();
  useEffect(() => {
    let current = true;
    loadSchema().then((loaded) => current && setSchema(loaded));
    return () => {
      current = false;
    };
  }, []);
  return schema;
}
