/** @jest-environment jsdom */
import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ContactForm, SENT_BANNER_MS } from "./contact-form";

type Answer = { status: number; body: unknown };
let answer: Answer;
const fetchMock = jest.fn(async () => ({
  ok: answer.status < 400,
  status: answer.status,
  headers: new Map<string, string>(),
  json: async () => answer.body,
}));

beforeEach(() => {
  fetchMock.mockClear();
  global.fetch = fetchMock as unknown as typeof fetch;
  answer = { status: 200, body: { ok: true } };
});

async function fillAndSend(user: ReturnType<typeof userEvent.setup>, button: string) {
  await user.type(screen.getByLabelText("Name"), "Ana");
  await user.type(screen.getByLabelText("Email"), "ana@example.edu");
  await user.type(screen.getByLabelText("Message"), "A demo, please.");
  await user.click(screen.getByRole("button", { name: button }));
}

describe("ContactForm", () => {
  it("inline: clears the form and hides the banner after 5 s", async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    render(<ContactForm kind="demo" variant="inline" />);
    await fillAndSend(user, "Send Message");
    expect(await screen.findByRole("status")).toHaveTextContent("Message sent successfully!");
    expect(screen.getByLabelText("Name")).toHaveValue("");
    expect(JSON.parse(String((fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1].body))).toEqual({
      name: "Ana",
      email: "ana@example.edu",
      message: "A demo, please.",
      kind: "demo",
    });
    act(() => jest.advanceTimersByTime(SENT_BANNER_MS - 100));
    expect(screen.getByRole("status")).toHaveTextContent(/^Message sent successfully!$/);
    act(() => jest.advanceTimersByTime(200));
    expect(screen.queryByRole("status")).not.toBeInTheDocument();
    jest.useRealTimers();
  });

  it("inline: falls back to SPEC's message when the server gives none", async () => {
    answer = { status: 500, body: {} };
    const user = userEvent.setup();
    render(<ContactForm kind="demo" variant="inline" />);
    await fillAndSend(user, "Send Message");
    expect(await screen.findByRole("alert")).toHaveTextContent("Failed to send message. Please try again.");
    expect(screen.getByLabelText("Message")).toHaveValue("A demo, please.");
  });

  it("modal: tags the request, thanks the visitor and shows server field errors", async () => {
    const user = userEvent.setup();
    const onDone = jest.fn();
    answer = { status: 400, body: { message: "Check the form.", errors: { email: ["Please enter a valid email"] } } };
    render(<ContactForm kind="collaboration" variant="modal" onDone={onDone} />);
    await fillAndSend(user, "Submit");
    expect(await screen.findByRole("alert")).toHaveTextContent("Check the form.");
    expect(screen.getByLabelText("Email")).toHaveAccessibleDescription("Please enter a valid email");

    answer = { status: 200, body: {} };
    await user.click(screen.getByRole("button", { name: "Submit" }));
    expect(await screen.findByRole("heading", { name: "Thank you!" })).toHaveFocus();
    expect(screen.getByText("Someone from our team will contact you soon.")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Close" }));
    expect(onDone).toHaveBeenCalled();
  });
});
