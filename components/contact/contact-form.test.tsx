/** @jest-environment jsdom */
import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ContactForm, SENT_BANNER_MS } from "./contact-form";

type Answer = { status: number; body: unknown };
let answer: Answer | "offline";
const fetchMock = jest.fn(async () => {
  if (answer === "offline") throw new TypeError("Failed to fetch");
  const { status, body } = answer;
  return { ok: status < 400, status, headers: new Map<string, string>(), json: async () => body };
});

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
    await fillAndSend(user, "Send my request");
    expect(await screen.findByRole("status")).toHaveTextContent(
      "Thank you! We have your request and will reply by e-mail. A copy of it is on its way to your inbox.",
    );
    expect(screen.getByLabelText("Name")).toHaveValue("");
    expect(JSON.parse(String((fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1].body))).toEqual({
      name: "Ana",
      email: "ana@example.edu",
      course: "",
      class_size: "",
      message: "A demo, please.",
      kind: "demo",
      asks: "demo",
    });
    act(() => jest.advanceTimersByTime(SENT_BANNER_MS - 100));
    expect(screen.getByRole("status")).toHaveTextContent(
      /^Thank you! We have your request and will reply by e-mail. A copy of it is on its way to your inbox.$/,
    );
    act(() => jest.advanceTimersByTime(200));
    expect(screen.queryByRole("status")).not.toBeInTheDocument();
    jest.useRealTimers();
  });

  it("a Buy Now request says it asks for a quote, so the requester's copy is titled by it", async () => {
    const user = userEvent.setup();
    render(<ContactForm kind="demo" variant="inline" initialValues={{ message: "", asks: "quote" }} />);
    await fillAndSend(user, "Send my request");
    await screen.findByRole("status");
    expect(JSON.parse(String((fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1].body))).toMatchObject({
      kind: "demo",
      asks: "quote",
    });
  });

  it("inline: falls back to SPEC's message when the server gives none", async () => {
    answer = { status: 500, body: {} };
    const user = userEvent.setup();
    render(<ContactForm kind="demo" variant="inline" />);
    await fillAndSend(user, "Send my request");
    expect(await screen.findByRole("alert")).toHaveTextContent("Failed to send message. Please try again.");
    expect(screen.getByLabelText("Message")).toHaveValue("A demo, please.");
  });

  it("inline: shows the server's words, or SPEC's when the network fails, and keeps what was typed", async () => {
    answer = { status: 429, body: { message: "Too many requests. Please try again later." } };
    const user = userEvent.setup();
    render(<ContactForm kind="demo" variant="inline" />);
    await fillAndSend(user, "Send my request");
    expect(await screen.findByRole("alert")).toHaveTextContent("Too many requests. Please try again later.");
    answer = "offline";
    await user.click(screen.getByRole("button", { name: "Send my request" }));
    // The form tries six times, 300 ms apart, before it says so.
    await waitFor(() => expect(screen.getByRole("alert")).toHaveTextContent("Failed to send message. Please try again."), {
      timeout: 5_000,
    });
    expect(screen.getByLabelText("Email")).toHaveValue("ana@example.edu");
    expect(screen.getByLabelText("Message")).toHaveValue("A demo, please.");
  });

  it("modal: a failure keeps the values and the visitor can send again", async () => {
    answer = { status: 500, body: { message: "Failed to submit contact form" } };
    const user = userEvent.setup();
    render(<ContactForm kind="demo" variant="modal" />);
    await fillAndSend(user, "Send my request");
    expect(await screen.findByRole("alert")).toHaveTextContent("Failed to submit contact form");
    expect(screen.getByLabelText("Name")).toHaveValue("Ana");
    expect(screen.getByLabelText("Message")).toHaveValue("A demo, please.");
    expect(screen.getByRole("button", { name: "Send my request" })).toBeEnabled();
  });

  it("says what each field needs before sending anything", async () => {
    const user = userEvent.setup();
    render(<ContactForm kind="demo" variant="inline" />);
    await user.type(screen.getByLabelText("Email"), "not-an-email");
    await user.click(screen.getByRole("button", { name: "Send my request" }));
    expect(await screen.findByText("Name is required")).toBeInTheDocument();
    expect(screen.getByText("Please enter a valid email")).toBeInTheDocument();
    expect(screen.getByText("Message is required")).toBeInTheDocument();
    expect(screen.getByLabelText("Email")).toHaveAttribute("aria-invalid", "true");
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("a demo request asks for the course and the number of students, and refuses a class size that is no number", async () => {
    const user = userEvent.setup();
    render(<ContactForm kind="demo" variant="modal" />);
    await user.type(screen.getByLabelText("Course (optional)"), "OPM 310");
    await user.type(screen.getByLabelText("Number of students (optional)"), "forty");
    await fillAndSend(user, "Send my request");
    expect(screen.getByLabelText("Number of students (optional)")).toHaveAccessibleDescription(
      "Please enter the number of students as a whole number.",
    );
    expect(fetchMock).not.toHaveBeenCalled();
    await user.clear(screen.getByLabelText("Number of students (optional)"));
    await user.type(screen.getByLabelText("Number of students (optional)"), "40");
    await user.click(screen.getByRole("button", { name: "Send my request" }));
    expect(await screen.findByRole("heading", { name: "Thank you!" })).toBeVisible();
    expect(JSON.parse(String((fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1].body))).toMatchObject({
      course: "OPM 310",
      class_size: "40",
    });
  });

  it("modal: tags the request, thanks the visitor and shows server field errors", async () => {
    const user = userEvent.setup();
    const onDone = jest.fn();
    answer = { status: 400, body: { message: "Check the form.", errors: { email: ["Please enter a valid email"] } } };
    render(<ContactForm kind="collaboration" variant="modal" onDone={onDone} />);
    await fillAndSend(user, "Send my request");
    expect(await screen.findByRole("alert")).toHaveTextContent("Check the form.");
    expect(screen.getByLabelText("Email")).toHaveAccessibleDescription("Please enter a valid email");

    answer = { status: 200, body: {} };
    await user.click(screen.getByRole("button", { name: "Send my request" }));
    expect(await screen.findByRole("heading", { name: "Thank you!" })).toHaveFocus();
    expect(
      screen.getByText("We have your request and will reply by e-mail. A copy of it is on its way to your inbox."),
    ).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Close" }));
    expect(onDone).toHaveBeenCalled();
  });
});
