// Getting rows out of the table: a file download and the clipboard, with the browser's fallbacks.

/** Offers `file` as a download named `fileName` (the desktop app saves downloads the same way). */
export function saveFile(fileName: string, file: Blob): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked later: the download reads the URL after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}

/** Puts `text` on the clipboard; false when both the async API and the copy event are refused. */
export async function copyText(text: string): Promise<boolean> {
  if (navigator.clipboard?.writeText) {
    try {
      await navigator.clipboard.writeText(text);
      return true;
    } catch {
      // refused (no permission, no focus): the synthetic copy event below may still work
    }
  }
  return legacyCopy(text);
}

/** Clipboard fallback where the async API is refused: a synthetic copy event. */
function legacyCopy(text: string): boolean {
  const onCopy = (event: ClipboardEvent) => {
    event.clipboardData?.setData('text/plain', text);
    event.preventDefault();
  };
  document.addEventListener('copy', onCopy);
  try {
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    document.removeEventListener('copy', onCopy);
  }
}
