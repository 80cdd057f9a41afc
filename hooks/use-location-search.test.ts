/** @jest-environment jsdom */
import { writeLocationSearch } from "./use-location-search";

describe("writeLocationSearch", () => {
  beforeEach(() => window.history.replaceState(null, "", "/"));

  it("pushes one history entry per new address", () => {
    const before = window.history.length;
    writeLocationSearch("?discipline=hr", "#ourSimulations", "push");
    writeLocationSearch("?discipline=hr&length=hour", "#ourSimulations", "push");
    expect(window.history.length).toBe(before + 2);
    expect(window.location.search).toBe("?discipline=hr&length=hour");
  });

  it("does not push the address already shown, so one Back undoes the choice", () => {
    const before = window.history.length;
    writeLocationSearch("?discipline=hr", "#ourSimulations", "push");
    writeLocationSearch("?discipline=hr", "#ourSimulations", "push");
    expect(window.history.length).toBe(before + 1);
    expect(`${window.location.search}${window.location.hash}`).toBe("?discipline=hr#ourSimulations");
  });

  it("replaces the current entry when asked to", () => {
    const before = window.history.length;
    writeLocationSearch("?q=food", "#ourSimulations", "replace");
    expect(window.history.length).toBe(before);
    expect(window.location.search).toBe("?q=food");
  });
});
