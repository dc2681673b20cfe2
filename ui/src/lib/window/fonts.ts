// Which font families the page names (app.css): the system's interface
// font by its platform names everywhere but a Linux desktop, where WebKitGTK
// pays a fontconfig lookup per family not found, for every size and weight
// it draws; there the generic families, which resolve at once.

/** Whether a page with this user agent should name the generic families alone. */
export function wantsGenericFonts(userAgent: string): boolean {
  return /\bLinux\b/.test(userAgent) && !/\bAndroid\b/.test(userAgent);
}

/** Marks the document before its first render (app.css reads `data-fonts`). */
export function chooseFonts(root: HTMLElement, userAgent: string): void {
  if (wantsGenericFonts(userAgent)) root.dataset.fonts = "generic";
}
