import { type Attributes, type ComponentType, use } from "react";
import { type IslandName, islandMarker } from "./island-registry.ts";
import { ReactRunsHere } from "./react-runs-here.ts";

interface ReactIslandProps<P extends object> {
  name: IslandName;
  component: ComponentType<P>;
  /** What the component is given, here and again in the browser: plain data only (JSON). */
  props: P;
}

/**
 * A part of a page's static HTML that React runs in the browser: the component, rendered here
 * as the page is built, in an element marked for its island, which hydrates it with the same
 * props (`reactIsland`). Inside the app, where React runs already, the component alone.
 */
export function ReactIsland<P extends object>({ name, component, props }: ReactIslandProps<P>) {
  const Component = component as ComponentType<P & Attributes>;
  if (use(ReactRunsHere)) return <Component {...props} />;
  return (
    <div {...islandMarker(name)} data-react-island="" data-props={JSON.stringify(props)}>
      <ReactRunsHere value={true}>
        <Component {...props} />
      </ReactRunsHere>
    </div>
  );
}
