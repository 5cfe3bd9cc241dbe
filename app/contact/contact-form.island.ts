import { reactIsland } from "../islands/react-island.ts";
import { ContactForm } from "./ContactForm.tsx";

/** The contact form, run by React: checks, sending, errors and notices (`ContactForm`). */
export default reactIsland(ContactForm);
