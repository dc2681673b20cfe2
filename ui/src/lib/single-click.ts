// Controls that change places with the state (Offer draw and Rematch, Pause
// and Resume, the archive's close button over Black's New game) would take
// the second click of a double click or a double tap meant for the control
// that was there: an action wrapped here ignores it. A click's `detail`
// counts the clicks in a row; one click or a tap is 1, a key is 0.

/** A click handler that runs `act` for a single click, a tap or a key, and not for a double click's second click. */
export function singleClick(act: () => void): (event: MouseEvent) => void {
  return (event) => {
    if (event.detail <= 1) act();
  };
}
