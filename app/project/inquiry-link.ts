/** The contact page with its subject prefilled for an enquiry about one work. */
export function inquiryLink(project: { title: string; year: string }): string {
  const subject = `Inquiry about ${project.title} (${project.year})`;
  return `/contact?subject=${encodeURIComponent(subject)}`;
}
