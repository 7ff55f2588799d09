// Chromium keeps every edit of a text field in its frame's undo stack (up to 1000 steps, each
// holding the field's old text nodes) until the field leaves the document. A command line or a
// list's filter typed into all day piled up a step or two per use; taking the field out and
// putting it back drops its steps. Only once the field has lost focus: the move would take it away.
export function forgetTyping(field: HTMLInputElement): void {
  const parent = field.parentNode;
  if (!parent || document.activeElement === field) return;
  parent.insertBefore(field, field.nextSibling); // a removal and an insertion, as the DOM defines it
}
