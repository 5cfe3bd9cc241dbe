import { Link } from "react-router";
import { ScreenHeading } from "../studio/shared/ScreenHeading.tsx";
import { studioMeta } from "../studio/shared/studio-meta.ts";
import { useHeadingFocus } from "../studio/shared/use-heading-focus.ts";

export function meta() {
  return studioMeta("Not found");
}

export default function StudioNotFound() {
  const heading = useHeadingFocus<HTMLHeadingElement>();
  return (
    <section>
      <ScreenHeading headingRef={heading}>This Studio page does not exist</ScreenHeading>
      <p className="mt-4">
        <Link to="/studio/messages" className="underline underline-offset-4">
          Go to the messages
        </Link>
      </p>
    </section>
  );
}
