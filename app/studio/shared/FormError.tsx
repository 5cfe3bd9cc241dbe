/**
 * What went wrong with a form's last try, below the field it concerns: read out as it appears,
 * and the field's description while it is there (its id in the field's aria-describedby).
 */
export function FormError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} role="alert" className="text-accent">
      {message}
    </p>
  );
}
