/**
 * The field only robots fill in. It is off-screen, out of the tab order and hidden from
 * assistive technology, so no person ever meets it; the server files messages that fill it as
 * spam.
 */
export function SpamTrap() {
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] top-0 h-px w-px overflow-hidden">
      <label htmlFor="contact-website">Website</label>
      <input
        id="contact-website"
        name="website"
        type="text"
        tabIndex={-1}
        autoComplete="off"
        defaultValue=""
      />
    </div>
  );
}
