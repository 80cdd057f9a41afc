/**
 * A line of plain script the browser runs as it reads this point of the page, before the page's own code
 * has arrived: for a control that must work from the first paint. `code` is a constant from our source,
 * never anything a visitor sent.
 */
export function InlineScript({ code }: { code: string }) {
  return <script dangerouslySetInnerHTML={{ __html: code }} />;
}
