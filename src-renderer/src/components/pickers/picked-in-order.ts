// A picker's Enter closes it at once and hands over the answer to come (see SecurityPicker), so a
// trader can type the next pick before the last search answered. Answers can land out of order;
// what each one does must not: applied one after another, in the order the picks were made.

/** A function that runs `apply` with each promised value, in the order it was called. */
export function inPickOrder(): <T>(value: Promise<T>, apply: (value: T) => unknown) => void {
  let last: Promise<unknown> = Promise.resolve();
  return (value, apply) => {
    // One failed pick must not hold up the ones after it.
    last = last
      .then(() => value)
      .then(apply)
      .catch((err: unknown) => console.error('could not add the picked security:', err));
  };
}
