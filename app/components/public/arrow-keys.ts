import type * as React from "react";

/** A key handler: the right arrow steps forward and the left arrow back (a carousel, a gallery); other keys pass. */
export function onArrowKeys(step: (by: 1 | -1) => void) {
  return (event: React.KeyboardEvent) => {
    if (event.key !== "ArrowRight" && event.key !== "ArrowLeft") return;
    event.preventDefault();
    step(event.key === "ArrowRight" ? 1 : -1);
  };
}
