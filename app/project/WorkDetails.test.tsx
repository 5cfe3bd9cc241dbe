// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import type { ProjectView } from "../../core/content/project-schema.ts";
import { ProjectScreen } from "./ProjectScreen.tsx";
import { WorkDetails } from "./WorkDetails.tsx";

afterEach(cleanup);

describe("a work's details", () => {
  it("mark a sold work with the gallery's red dot, named for screen readers only", () => {
    const { container } = render(<WorkDetails work={{ name: "Ebb", availability: "sold" }} />);
    const sold = container.querySelector("[data-sold]");
    expect(sold?.querySelector("[aria-hidden='true']")?.textContent).toBe("");
    expect(sold?.querySelector(".sr-only")?.textContent).toBe("Sold");
    expect(container.textContent).toBe("Sold");
  });

  it("read availability, price, edition and framing in a gallery label's order", () => {
    render(
      <WorkDetails
        work={{
          name: "Flood",
          availability: "on hold",
          price: { amount: 850, currency: "EUR", text: "€850" },
          edition: "2 of 5",
          framed: false,
        }}
      />,
    );
    expect(screen.getByText("On hold").closest("p")?.textContent).toBe(
      "On hold·€850·Edition 2 of 5·Unframed",
    );
  });

  it("show nothing for a work without details", () => {
    const { container } = render(<WorkDetails work={{ name: "Flood" }} />);
    expect(container.innerHTML).toBe("");
  });
});

const plainProject: ProjectView = {
  id: "tide-lines",
  title: "Tide Lines",
  year: "2022",
  category: "painting",
  type: "image",
  description: "Lines.",
  layout: { columns: 2, bordered: false },
  images: [{ kind: "coming-soon", alt: "A study not photographed yet." }],
};

function renderProject(project: ProjectView) {
  const Stub = createRoutesStub([
    { path: "/", Component: () => <ProjectScreen project={project} /> },
  ]);
  return render(<Stub />);
}

describe("the project page", () => {
  it("shows no details, captions or extra inquiry links for a project without them", () => {
    const { container } = renderProject(plainProject);
    expect(container.querySelector("[data-work-details], figure")).toBeNull();
    expect(screen.getAllByRole("link", { name: /Inquire/ })).toHaveLength(1);
  });

  it("names each work of a series below it, with a link that asks about that work", () => {
    renderProject({
      ...plainProject,
      images: [
        {
          kind: "coming-soon",
          alt: "A study not photographed yet.",
          work: {
            name: "Neap",
            availability: "available",
            price: { amount: 400, currency: "EUR", text: "€400" },
          },
        },
      ],
    });
    const link = screen.getByRole("link", { name: "Inquire about Neap" });
    expect(link.getAttribute("href")).toBe(
      `/contact?subject=${encodeURIComponent("Inquiry about Neap, from Tide Lines (2022)")}`,
    );
    expect(screen.getByText("€400")).toBeTruthy();
  });
});
