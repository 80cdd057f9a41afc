/** @jest-environment jsdom */
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { carrySignedInKind } from "./signed-in-kind";
import { SignedInKindNotice } from "./signed-in-kind-notice";

describe("SignedInKindNotice", () => {
  it("says once which kind of account the log-in opened", async () => {
    carrySignedInKind("facilitator");
    const { unmount } = render(<SignedInKindNotice />);
    expect(await screen.findByText("Signed in to your facilitator account")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Dismiss" }));
    expect(screen.queryByText("Signed in to your facilitator account")).toBeNull();
    unmount();
    render(<SignedInKindNotice />);
    expect(screen.queryByText(/Signed in to your/)).toBeNull();
  });

  it("shows nothing for a value it does not know", () => {
    window.sessionStorage.setItem("site:signed-in-kind", "<b>admin</b>");
    render(<SignedInKindNotice />);
    expect(screen.getByRole("status")).toBeEmptyDOMElement();
  });
});
