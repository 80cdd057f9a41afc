export const metadata = { title: "Baseline", description: "An empty App Router page, the bench's yardstick." };

export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
