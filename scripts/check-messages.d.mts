// Types of check-messages.mjs, for the Vitest suite that runs it.
export declare const MESSAGES: string;
export declare function readCatalogue(locale: string): Record<string, unknown>;
export declare function catalogueLocales(): string[];
export declare function checkCatalogue(locale: string, english?: Record<string, unknown>, catalogue?: Record<string, unknown>): string[];
