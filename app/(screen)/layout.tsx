/** Pages shown on a projector: no header or footer, the whole screen for the content. */
export default function ScreenLayout({ children }: { children: React.ReactNode }) {
  return <main id="main">{children}</main>;
}
