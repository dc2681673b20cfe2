// Types of dress.mjs (plain JavaScript: the real-app tests in Node use it too).
export declare const HOLE: RegExp;
export declare function hole(i: number): string;
export declare const OPEN: string;
export declare const CLOSE: string;
export declare function dress(text: string, values?: readonly unknown[]): string;
export declare function dressCatalogue<T extends object>(messages: T): T;
