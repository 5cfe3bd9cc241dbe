import type { ReactNode, RefObject } from "react";
import { Link } from "react-router";
import { ScreenHeading } from "../shared/ScreenHeading.tsx";

/** The way back to the list of projects, and the screen's heading, which takes the focus. */
export function ProjectHeading({
  heading,
  children,
}: {
  heading: RefObject<HTMLHeadingElement | null>;
  children: ReactNode;
}) {
  return (
    <>
      <p>
        <Link to="/studio/projects" className="underline underline-offset-4">
          All projects
        </Link>
      </p>
      <ScreenHeading id="project-heading" headingRef={heading} underLink breakWords>
        {children}
      </ScreenHeading>
    </>
  );
}
