/** @jest-environment jsdom */
import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ContactFormStandIn } from "./contact-form-stand-in";
import { DemoRequestForm } from "./demo-request-form";

let comeNear = () => {};
class NearObserver {
  constructor(callback: (entries: { isIntersecting: boolean }[]) => void) {
    comeNear = () => callback([{ isIntersecting: true }]);
  }
  observe() {}
  disconnect() {}
}

beforeEach(() => {
  (globalThis as unknown as { IntersectionObserver: unknown }).IntersectionObserver = NearObserver;
});

describe("DemoRequestForm", () => {
  it("keeps what was filled into its stand-in, and the focus, when the real form takes over", async () => {
    const user = userEvent.setup();
    render(<DemoRequestForm standIn={<ContactFormStandIn />} />);
    const standInEmail = screen.getByLabelText("Email");
    // Filled in (by autofill, say) before the form's code arrived, with the focus left in Email.
    fireEvent.change(screen.getByLabelText("Name"), { target: { value: "Ada" } });
    fireEvent.change(standInEmail, { target: { value: "ada@" } });
    act(() => standInEmail.focus());
    await waitFor(() => expect(standInEmail.isConnected).toBe(false));
    expect(screen.getByLabelText("Name")).toHaveValue("Ada");
    expect(screen.getByLabelText("Email")).toHaveValue("ada@");
    expect(screen.getByLabelText("Email")).toHaveFocus();

    // The real form validates with the shared schema; the stand-in could not.
    await user.click(screen.getByRole("button", { name: "Send my request" }));
    expect(await screen.findByText("Please enter a valid email")).toBeInTheDocument();
    expect(screen.getByText("Message is required")).toBeInTheDocument();
  });

  it("keeps text typed before the page's code ran, which raised no event React saw", async () => {
    render(<DemoRequestForm standIn={<ContactFormStandIn />} />);
    const standInName = screen.getByLabelText("Name") as HTMLInputElement;
    standInName.value = "Grace";
    act(() => comeNear());
    await waitFor(() => expect(standInName.isConnected).toBe(false));
    expect(screen.getByLabelText("Name")).toHaveValue("Grace");
    expect(screen.getByLabelText("Email")).toHaveValue("");
  });

  it("the stand-in's Send Message is disabled in the server's markup and enabled once the code runs", () => {
    const { unmount } = render(<ContactFormStandIn />);
    expect(screen.getByRole("button", { name: "Send my request" })).toBeDisabled();
    unmount();
    render(<DemoRequestForm standIn={<ContactFormStandIn />} />);
    expect(screen.getByRole("button", { name: "Send my request" })).toBeEnabled();
  });

  it("wakes when the visitor tabs into it before it comes near", async () => {
    const user = userEvent.setup();
    render(<DemoRequestForm standIn={<ContactFormStandIn />} />);
    const standInName = screen.getByLabelText("Name");
    await user.tab();
    await waitFor(() => expect(standInName.isConnected).toBe(false));
    expect(screen.getByLabelText("Name")).toHaveFocus();
  });

  it("loads when it comes near the viewport, with nothing typed and the focus left alone", async () => {
    render(<DemoRequestForm standIn={<ContactFormStandIn />} />);
    const standInName = screen.getByLabelText("Name");
    act(() => comeNear());
    await waitFor(() => expect(standInName.isConnected).toBe(false));
    expect(screen.getByLabelText("Name")).toHaveValue("");
    expect(document.body).toHaveFocus();
  });

  it("validates at once when Send Message was pressed on the stand-in, instead of swallowing the press", async () => {
    (globalThis as unknown as { IntersectionObserver: unknown }).IntersectionObserver = class {
      observe() {}
      disconnect() {}
    };
    render(<DemoRequestForm standIn={<ContactFormStandIn />} />);
    const standInEmail = screen.getByLabelText("Email");
    fireEvent.change(standInEmail, { target: { value: "not-an-email" } });
    // A submit without focus or pointer first (Enter from a password manager, a script, a fast tap).
    fireEvent.submit(standInEmail.closest("form")!);
    expect(await screen.findByText("Name is required")).toBeInTheDocument();
    expect(screen.getByText("Please enter a valid email")).toBeInTheDocument();
    expect(screen.getByLabelText("Email")).toHaveValue("not-an-email");
  });
});
