"use client";

import { useState } from "react";

/** The least a page can have that needs React to answer a tap. */
export function TapCounter() {
  const [taps, setTaps] = useState(0);
  return (
    <button type="button" onClick={() => setTaps(taps + 1)}>
      Tapped {taps} times
    </button>
  );
}
