/** @jest-environment jsdom */
import { render, screen } from "@testing-library/react";
import type { Logo } from "@/content/schema";
import { MARQUEE_SPEED_PX_PER_S, TrustedBy } from "./trusted-by";

const partner = (id: string, name: string, width: number): Logo => ({
  id,
  name,
  src: `/images/logos/partners/${id}.svg`,
  alt: name,
  width,
  height: 80,
  confirmed: true,
});

describe("TrustedBy", () => {
  it("shows nothing while the content has no confirmed partner", () => {
    const { container } = render(<TrustedBy logos={[]} />);
    expect(container).toBeEmptyDOMElement();
  });

  it("names each confirmed partner once and moves the strip at 40 px a second", () => {
    render(<TrustedBy logos={[partner("north-college", "North College", 240), partner("east-school", "East School", 300)]} />);
    expect(screen.getByRole("heading", { name: "Trusted By" })).toBeInTheDocument();
    // The second copy, which makes the loop seamless, is hidden from assistive technology.
    expect(screen.getAllByRole("img").map((img) => img.getAttribute("alt"))).toEqual(["North College", "East School"]);
    const marquee = screen.getByTestId("marquee");
    expect(marquee).toHaveAttribute("data-speed", String(MARQUEE_SPEED_PX_PER_S));
    // Logos drawn 48 px high (144 and 180 px wide) with a 48 px gap after each: 420 px a loop.
    expect(marquee.style.getPropertyValue("--marquee-shift")).toBe("-420px");
    expect(marquee.style.getPropertyValue("--marquee-duration")).toBe(`${(420 / 40).toFixed(2)}s`);
  });
});
