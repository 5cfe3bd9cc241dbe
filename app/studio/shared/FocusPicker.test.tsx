// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { FocusPicker } from "./FocusPicker.tsx";

afterEach(cleanup);

function picker(focus: string, problem?: string, name = "picture 1") {
  const onChange = vi.fn<(focus: string) => void>();
  render(
    <FocusPicker
      name={name}
      picture={{ file: "01.jpg", focus }}
      idPrefix="project-image-01-jpg"
      preview="/api/studio/preview?path=projects%2Fa%2F01.jpg"
      problem={problem}
      onChange={onChange}
    />,
  );
  return onChange;
}

/** Unfolds the panel as a tap on its summary does. */
function unfold(): void {
  const details = document.querySelector("details");
  if (!details) throw new Error("no focal point panel");
  details.open = true;
  fireEvent(details, new Event("toggle"));
}

function target(): HTMLElement {
  return screen.getByRole("button", { name: "Set the focal point of picture 1, 01.jpg" });
}

describe("the focal point of a picture in the Studio", () => {
  it("sets the point where the picture is tapped, in percentages across and down", () => {
    const onChange = picker("");
    unfold();
    const button = target();
    button.getBoundingClientRect = () =>
      DOMRect.fromRect({ x: 10, y: 20, width: 200, height: 100 });
    fireEvent.click(button, { clientX: 70, clientY: 90, detail: 1 });
    expect(onChange).toHaveBeenCalledWith("30% 70%");
  });

  it("shows the point with its marker, in words and in its two fields", () => {
    picker("30% 70%");
    const marker = document.querySelector<HTMLElement>("[data-focus-marker]");
    expect(marker?.style.left).toBe("30%");
    expect(marker?.style.top).toBe("70%");
    expect(
      screen.getByText("Focal point of picture 1: 30% from the left, 70% from the top"),
    ).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>("Focus from the left (%)").value).toBe("30");
    expect(screen.getByLabelText<HTMLInputElement>("Focus from the top (%)").value).toBe("70");
  });

  it("moves the point with the arrow keys and by the typed percentages", () => {
    const onChange = picker("30% 70%");
    fireEvent.keyDown(target(), { key: "ArrowRight", shiftKey: true });
    expect(onChange).toHaveBeenLastCalledWith("40% 70%");
    fireEvent.change(screen.getByLabelText("Focus from the top (%)"), { target: { value: "15" } });
    expect(onChange).toHaveBeenLastCalledWith("30% 15%");
  });

  it("resets to the centre by taking the point out, and is folded away for a centred picture", () => {
    const onChange = picker("30% 70%");
    fireEvent.click(screen.getByRole("button", { name: "Reset to centre" }));
    expect(onChange).toHaveBeenLastCalledWith("");
    cleanup();
    picker("");
    expect(document.querySelector("details")?.open).toBe(false);
    // Folded, it leaves the picture out: the picture's row shows it already.
    expect(screen.queryByRole("button", { name: /^Set the focal point/, hidden: true })).toBeNull();
    expect(screen.getByRole("button", { name: "Reset to centre", hidden: true })).toHaveProperty(
      "disabled",
      true,
    );
  });

  it("opens on a problem the save was refused for, in the build's words", () => {
    picker("150% 20%", '"150% 20%" goes past the picture');
    expect(document.querySelector("details")?.open).toBe(true);
    expect(screen.getByText('Problem: "150% 20%" goes past the picture')).toBeTruthy();
  });

  it("names a slide as the slideshow screen does, by its place in the slideshow", () => {
    const onChange = picker("20% 40%", undefined, "slide 3");
    expect(
      screen.getByText("Focal point of slide 3: 20% from the left, 40% from the top"),
    ).toBeTruthy();
    fireEvent.keyDown(
      screen.getByRole("button", { name: "Set the focal point of slide 3, 01.jpg" }),
      { key: "ArrowDown" },
    );
    expect(onChange).toHaveBeenLastCalledWith("20% 41%");
  });
});
