import type { IslandStart } from "../islands/island-registry.ts";
import { notify } from "../notices/notify.ts";
import { openSubscribePage } from "./open-subscribe-page.ts";

/**
 * The newsletter signup (`NewsletterSignup`): an empty field gets the spec's notice instead of
 * the browser's bubble (a malformed address keeps the browser's own message); a filled one
 * opens the platform's subscribe page in a new tab, reads "Subscribing..." and refuses a second
 * click while the browser opens it, then is cleared.
 */
const start: IslandStart = (form) => {
  const input = form.querySelector<HTMLInputElement>("input[name=email]");
  const button = form.querySelector<HTMLButtonElement>("button[type=submit]");
  if (!(form instanceof HTMLFormElement) || !input || !button) return;
  const newsletter = { platform: form.dataset.platform ?? "", subscribeUrl: form.action };
  const idleLabel = button.textContent ?? "";
  let busy = false;
  const reportEmpty = () => {
    notify({
      title: "Error",
      description: "Please enter your email address.",
      variant: "destructive",
    });
    input.focus();
  };
  const setBusy = (next: boolean) => {
    busy = next;
    button.disabled = next;
    button.textContent = next ? "Subscribing..." : idleLabel;
  };
  input.addEventListener("invalid", (event) => {
    if (!input.validity.valueMissing) return;
    event.preventDefault();
    reportEmpty();
  });
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    if (busy) return;
    const address = input.value.trim();
    if (address === "") {
      reportEmpty();
      return;
    }
    setBusy(true);
    try {
      if (openSubscribePage(newsletter, address)) input.value = "";
    } finally {
      setBusy(false);
    }
  });
};

export default start;
