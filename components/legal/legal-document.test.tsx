/** @jest-environment jsdom */
import { render, screen, within } from "@testing-library/react";
import type { LegalDocument as LegalDocumentData } from "@/content/schema";
import { formatLegalDate, LegalDocument, sectionAnchor } from "./legal-document";

const document: LegalDocumentData = {
  title: "Terms and Conditions",
  lastUpdated: "2025-09-18",
  intro: "These terms apply.",
  sections: Array.from({ length: 10 }, (_, i) => ({
    heading: `${i + 1}. Section & part ${i + 1}`,
    paragraphs: [`Paragraph ${i + 1}.`],
  })),
};

describe("LegalDocument", () => {
  it("formats the ISO date in long US form in UTC", () => {
    expect(formatLegalDate("2025-09-18")).toBe("September 18, 2025");
    expect(formatLegalDate("2025-01-01")).toBe("January 1, 2025");
  });

  it("makes readable anchors from headings", () => {
    expect(sectionAnchor("3. Your Account & Data")).toBe("your-account-and-data");
    expect(sectionAnchor("Cookies")).toBe("cookies");
  });

  it("renders the date, a table of contents and ten linked sections", () => {
    render(<LegalDocument document={document} />);
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Terms and Conditions");
    expect(screen.getByText(/Last updated/)).toHaveTextContent("Last updated September 18, 2025");
    const headings = screen.getAllByRole("heading", { level: 2 });
    expect(headings).toHaveLength(10);
    const links = within(screen.getByRole("navigation", { name: "Contents" })).getAllByRole("link");
    expect(links).toHaveLength(10);
    links.forEach((link, i) => {
      const id = link.getAttribute("href")!.slice(1);
      expect(headings[i]!.closest("section")).toHaveAttribute("id", id);
    });
  });
});
