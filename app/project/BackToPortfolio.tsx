export function BackToPortfolio() {
  return (
    <a
      href="/portfolio"
      className="inline-flex items-center gap-2 text-sm text-muted underline-offset-4 hover:text-ink hover:underline"
    >
      <span aria-hidden="true">←</span>
      Back to Portfolio
    </a>
  );
}
