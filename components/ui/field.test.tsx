/** @jest-environment jsdom */
import { render, screen } from "@testing-library/react";
import type { UseFormRegisterReturn } from "react-hook-form";
import { EmailField, PasswordField } from "./field";

const registration = (name: string) => ({ name, onChange: async () => {}, onBlur: async () => {}, ref: () => {} }) as UseFormRegisterReturn;

describe("the account forms' typed fields", () => {
  it("an e-mail field brings up a phone's e-mail keyboard and tells password managers which address it is", () => {
    render(
      <>
        <EmailField autoComplete="username" registration={registration("email")} />
        <EmailField label="Your e-mail" autoComplete="email" registration={registration("other")} />
      </>,
    );
    const login = screen.getByLabelText("Email");
    expect(login).toHaveAttribute("type", "email");
    expect(login).toHaveAttribute("inputmode", "email");
    expect(login).toHaveAttribute("autocomplete", "username");
    expect(screen.getByLabelText("Your e-mail")).toHaveAttribute("autocomplete", "email");
  });

  it("a password field hides its characters", () => {
    render(<PasswordField label="Password" autoComplete="new-password" registration={registration("password")} />);
    expect(screen.getByLabelText("Password")).toHaveAttribute("type", "password");
    expect(screen.getByLabelText("Password")).toHaveAttribute("autocomplete", "new-password");
  });
});
